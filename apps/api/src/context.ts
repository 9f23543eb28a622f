import type { FastifyBaseLogger } from 'fastify';
import type { AppCardPaymentProvider } from './card-payments/create-card-payment-provider';
import type { Config } from './config';
import type { Db } from './db';
import type { JobSignal } from './jobs/job-signal';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/file-storage';

/** What every service needs, built once by buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Stripe, or the test-mode provider when no Stripe keys are configured. */
  cardPayments: AppCardPaymentProvider;
  /** Wakes this instance's job worker when a job is queued (jobs/queue.ts). */
  jobSignal: JobSignal;
}
