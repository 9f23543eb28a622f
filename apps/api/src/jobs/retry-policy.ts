/** When a failed job runs again: a time, or null to give up. */
export type RetryPolicy = (failure: { attempts: number; createdAt: Date; now: Date }) => Date | null;

const FIRST_RETRY_MS = 15_000;
const MAX_DELAY_MS = 10 * 60_000;

/**
 * Exponential backoff (15 s, 30 s, 1 min ... capped at 10 min) with ±20 % jitter, so the instances
 * retrying after an outage do not all hit the mail server at once; retries go on until `retryForMs`
 * after the job was queued.
 */
export const backoffFor =
  (retryForMs: number, random: () => number = Math.random): RetryPolicy =>
  ({ attempts, createdAt, now }) => {
    const base = Math.min(MAX_DELAY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
    const delay = Math.min(MAX_DELAY_MS, base * (0.8 + 0.4 * random()));
    const next = new Date(now.getTime() + delay);
    return next.getTime() - createdAt.getTime() <= retryForMs ? next : null;
  };

/** A recurring job is not retried: its next scheduled run does the work. */
export const noRetry: RetryPolicy = () => null;
