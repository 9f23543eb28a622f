import type { AppContext } from '../context';
import type { Db } from '../db';
import type { JobKind, JobPayloads } from './job-kinds';
import type { RetryPolicy } from './retry-policy';

interface JobFailure {
  error: string;
  attempts: number;
  /** When the job runs again, or null when it has given up. */
  retryAt: Date | null;
}

export interface JobHandler<K extends JobKind> {
  run(ctx: AppContext, payload: JobPayloads[K]): Promise<void>;
  retry: RetryPolicy;
  /** Records what a failed run means for the job's own records, in the transaction that records the failure. */
  onFailure?(ctx: AppContext, tx: Db, payload: JobPayloads[K], failure: JobFailure): Promise<void>;
}

export type JobHandlers = { [K in JobKind]: JobHandler<K> };
