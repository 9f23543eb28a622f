import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ensureAdmin } from '../db/seed';
import type { Config } from './config';
import { createCardPaymentProvider } from './card-payments/create-card-payment-provider';
import type { StripeApiAddress } from './card-payments/stripe-card-payment-provider';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db';
import { systemClock, type Clock } from './lib/clock';
import { jobHandlers } from './jobs/handlers';
import { createJobSignal } from './jobs/job-signal';
import { createJobWorker, type JobWorker } from './jobs/worker';
import { createMailer, type SmtpTimeouts } from './mail/mailer';
import { createFileStorage } from './storage/create-file-storage';
import { clientsPlugin } from './modules/clients/plugin';
import { accountDeletionPlugin } from './modules/account-deletion/plugin';
import { accountLocalePlugin } from './modules/account-locale/plugin';
import { retentionPlugin } from './modules/retention/plugin';
import { auditPlugin } from './modules/audit/plugin';
import { authPlugin } from './modules/auth/plugin';
import { secondFactorRequired } from './modules/auth/second-factor';
import { createSessionResolver } from './modules/auth/sessions';
import { availabilityPlugin } from './modules/availability/plugin';
import { consultationsPlugin } from './modules/consultations/plugin';
import { messagesPlugin } from './modules/messages/plugin';
import { emailsPlugin } from './modules/emails/plugin';
import { checkoutPlugin } from './modules/checkout/plugin';
import { groupsPlugin } from './modules/groups/plugin';
import { healthRoutes } from './modules/health/routes';
import { documentsPlugin } from './modules/documents/plugin';
import { paymentsPlugin } from './modules/payments/plugin';
import { preferencesPlugin } from './modules/preferences/plugin';
import { sharedFilesPlugin } from './modules/shared-files/plugin';
import { rightToRentPlugin } from './modules/right-to-rent/plugin';
import { staffPlugin } from './modules/staff/plugin';
import { rejectionReasonsPlugin } from './modules/rejection-reasons/plugin';
import { offersPlugin } from './modules/offers/plugin';
import { termsPlugin } from './modules/terms/plugin';
import { viewingsPlugin } from './modules/viewings/plugin';
import { accountExportPlugin } from './modules/account-export/plugin';
import { loggerOptions, type LogStream } from './http/logging';
import { registerApiReference } from './http/openapi';
import { REQUEST_TIMEOUTS, serverTimeouts, type RequestTimeouts } from './http/timeouts';
import { registerAccessControl } from './plugins/access';
import { registerAuditOutcomes } from './audit/hook';
import { registerErrorHandling } from './plugins/errors';
import { registerCompression } from './plugins/compression';
import { registerNulCharacterCheck } from './plugins/nul-characters';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import './lib/validation-messages';

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildOptions {
  clock?: Clock;
  /** The built front end to serve; defaults to apps/web/dist. */
  webRoot?: string;
  /** Where the Stripe SDK sends its requests (tests: a local stand-in); defaults to Stripe's API. */
  stripeApi?: StripeApiAddress;
  /**
   * 'poll' (the default): the job worker polls for due jobs, as in production. 'manual': nothing runs
   * until the caller asks (`app.jobWorker.runDue()`), so a test decides when background work happens.
   */
  jobs?: 'poll' | 'manual';
  /** Tests only: shorter waits on a stalled mail server than production's (mail/mailer.ts). */
  smtpTimeouts?: SmtpTimeouts;
  /** Where log lines are written (tests: a stream they read); defaults to standard output. */
  logStream?: LogStream;
  /** Tests only: shorter idle and request limits than production's (http/timeouts.ts). */
  timeouts?: RequestTimeouts;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    jobWorker: JobWorker;
  }
}

/** The whole server: used by main.ts and by the tests. Opens the database and applies migrations. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    ...serverTimeouts(options.timeouts ?? REQUEST_TIMEOUTS),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database: Database;
  try {
    database = await openDatabase(config.database, { log: app.log });
  } catch (error) {
    await app.close();
    throw error;
  }
  const clock = options.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    mailer: createMailer(config, app.log, options.smtpTimeouts),
    storage: createFileStorage(config.storage),
    log: app.log,
    cardPayments: createCardPaymentProvider(config, { db: database.db, clock, log: app.log }, options.stripeApi),
    jobSignal: createJobSignal(),
  };
  app.decorate('ctx', ctx);
  const jobWorker = createJobWorker(ctx, jobHandlers, { pollMs: 1000, concurrency: 4, scheduleCheckMs: 15_000 });
  app.decorate('jobWorker', jobWorker);
  if ((options.jobs ?? 'poll') === 'poll') app.addHook('onReady', () => jobWorker.start());
  // In-flight requests have drained by now; the jobs in hand finish before the database closes.
  app.addHook('onClose', async () => {
    await jobWorker.stop();
    ctx.mailer.close();
    await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // An answer before the body has all arrived (an upload refused part-way, or before its file was read)
    // closes the connection: a browser shows the answer only once its upload ends, so reading on would
    // leave its progress bar where it was until the whole file had been sent (or never, once unread).
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  // Once that answer is flushed, nothing more is read: the socket is closed, and the browser's upload with it.
  // (A request injected in a test has a stand-in socket with nothing to close.)
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket as Partial<Socket> | undefined;
    if (!request.raw.complete && typeof socket?.destroySoon === 'function') socket.destroySoon();
  });

  await ensureAdmin(ctx.db, config, app.log);

  registerErrorHandling(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart);
  registerSecurity(app, config.appUrl);
  registerAccessControl(app, createSessionResolver(ctx), { secondFactorRequired: secondFactorRequired(config) });
  registerAuditOutcomes(app);
  registerNulCharacterCheck(app);

  await registerApiReference(app);

  healthRoutes(app, database);
  // One plugin per domain, each registering its routes from its endpoint contracts.
  for (const domain of [
    authPlugin,
    clientsPlugin,
    staffPlugin,
    auditPlugin,
    preferencesPlugin,
    consultationsPlugin,
    availabilityPlugin,
    messagesPlugin,
    emailsPlugin,
    groupsPlugin,
    termsPlugin,
    paymentsPlugin,
    documentsPlugin,
    sharedFilesPlugin,
    rightToRentPlugin,
    viewingsPlugin,
    offersPlugin,
    checkoutPlugin,
    accountExportPlugin,
    accountDeletionPlugin,
    accountLocalePlugin,
    rejectionReasonsPlugin,
    retentionPlugin,
  ]) {
    await app.register(domain);
  }
  await registerWebApp(app, options.webRoot ?? defaultWebRoot, config.appUrl);

  return app;
}
