import { purgeOldTestIntents } from '../card-payments/test-mode-card-payment-provider';
import { purgeExpiredVerifications } from '../modules/auth/email-verification';
import { purgeExpiredResets } from '../modules/auth/password-reset';
import { purgeExpiredSessions } from '../modules/auth/sessions';
import { purgeLapsedTaxRecords } from '../modules/clients/retain-payments';
import { purgeStaleHits } from '../lib/rate-limit';
import type { JobHandler } from './job-handler';
import { purgeFinishedJobs } from './queue';
import { noRetry } from './retry-policy';

/** Recurring: what has expired and serves nothing any more goes (hourly, once per cluster). */
export const purgeExpiredJob: JobHandler<'purge_expired'> = {
  retry: noRetry,
  async run(ctx) {
    const now = ctx.clock.now();
    const purged = {
      sessions: await purgeExpiredSessions(ctx.db, now),
      verifications: await purgeExpiredVerifications(ctx.db, now),
      passwordResets: await purgeExpiredResets(ctx.db, now),
      rateLimits: await purgeStaleHits(ctx.db, now),
      jobs: await purgeFinishedJobs(ctx.db, now),
      testCardIntents: await purgeOldTestIntents(ctx.db, now),
      lapsedTaxRecords: await purgeLapsedTaxRecords(ctx.db, now),
    };
    ctx.log.info({ purged }, 'expired records purged');
  },
};
