/**
 * An independent client written from the spec's call tables alone (part 1 and part 2, section 7):
 * nothing of packages/core, apps/api or apps/web, only the spec's paths and payloads, and HTTP. It
 * starts the built server as `npm start` does (its own port and data folder, the embedded database,
 * test-mode card payments, an SMTP sink for the codes and links), walks four tenants and the demo
 * admin through every operation, and checks every answer against /api/openapi.json with three
 * third-party validators (validators.ts). Prints: spec calls refused (the spec expects success, the
 * server answered 4xx/5xx), answers not matching the document per validator, operations reached.
 * `--app <dir>` measures another built checkout; `--verbose` lists every answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../e2e/support/app-process';
import { freePort } from '../../test-support/free-port';
import { startSmtpSink } from '../../test-support/smtp-sink';
import { printAligned } from '../print-aligned';
import { checkoutArgument } from '../support/checkout-argument';
import { runBench } from '../support/run-bench';
import { Actor, Recorder } from './http';
import * as adminSide from './journey-admin';
import * as clientSide from './journey-client';
import { createJudges, documentErrors, VALIDATORS, type Verdict } from './validators';

type Json = Record<string, unknown>;

async function journey(world: clientSide.World, stopped: string[]) {
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      stopped.push(`${name}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const admin = await adminSide.adminSignsIn(world);
  await step('availability', () => adminSide.availability(admin));
  const ada = await clientSide.register(world, 'Ada Lovelace', 'ada@spec-client.test');
  const cy = await clientSide.register(world, 'Cy Young', 'cy@spec-client.test');
  const di = await clientSide.register(world, 'Di Prince', 'di@spec-client.test');
  const eve = await clientSide.register(world, 'Eve Moneypenny', 'eve@spec-client.test');
  await step('login before verification', () => clientSide.loginUnverified(world, di));
  await step('verification', () => clientSide.verifyByCode(world, cy));
  const boEmail = 'bo@spec-client.test';
  await step('leader onboarding', () => clientSide.leaderOnboarding(world, ada, boEmail));
  const bo = await step('co-tenant joins', () => clientSide.coTenantJoins(world, 'Bo Diddley', boEmail));
  const booked = await step('booking', () => clientSide.bookConsultation(ada));
  if (booked) {
    await step('confirm', () => adminSide.confirmCall(admin, ada, booked.requestedDateTime));
    await step('booking refusals', () => clientSide.bookingRefusals(cy, booked));
  }
  await step('complete', () => adminSide.completeCall(admin, ada));
  await step('terms and payment', () => clientSide.signAndPay(ada));
  await step('payment review', () => adminSide.reviewPayments(admin, ada));
  // Upload Documents opens once the group's payment is verified (part 2, section 2), for every member.
  await step('documents', () => clientSide.uploadDocuments(ada, 'passport'));
  if (bo) await step('co-tenant documents', () => clientSide.uploadDocuments(bo, 'visa'));
  for (const client of bo ? [ada, bo] : [ada]) await step('document review', () => adminSide.reviewDocuments(admin, client));
  const sessionId = await step('viewings and videos', () => adminSide.viewingsAndVideos(admin, bo ? [ada, bo] : [ada]));
  const offer = await step('viewings and offer', () => clientSide.viewingsAndOffer(ada));
  const offerId = offer?.offerId;
  const viewingId = offer?.viewingId;
  if (sessionId && bo) await step('cancel from session', () => adminSide.cancelFromSession(admin, sessionId, bo));
  if (offerId) {
    await step('offer answered', () => adminSide.answerOffer(admin, offerId));
    await ada.actor.call('PUT', `/api/property-offers/${offerId}/withdraw`, {
      expect: 'refusal',
      reads: ['requiresAdminContact~true'],
      note: 'an accepted offer: the spec reads requiresAdminContact',
    });
  }
  const fileId = await step('back office', () => adminSide.backOffice(admin, ada));
  await step('messages and files', () => clientSide.readMessagesAndFiles(ada));
  if (fileId) await step('shared file removed', () => adminSide.removeSharedFile(admin, fileId));
  await step('status override', () => adminSide.statusOverride(admin, ada));
  // The client replaces the rejected passport: all files of that type together.
  await step('documents replaced', () => clientSide.uploadDocuments(ada, 'passport'));
  await step('logout and login', () => clientSide.logoutAndLogin(world, ada));
  await step('follow-up call', () => adminSide.followUpCall(admin, ada));
  await step('refusals', () => clientSide.refusals(world, ada, viewingId));
  await step('verification and reset', () => clientSide.verificationAndReset(world, di, eve));
  const resetPassword = `${world.password}-admin`;
  await step('admin-only client', () => adminSide.adminOnlyClient(admin, cy, resetPassword));
  await step('login after the admin reset', () => clientSide.logoutAndLogin(world, cy, resetPassword));
  await step('delete client', () => adminSide.deleteClient(admin, eve));
  // Stripe's own call: without its signature it is refused, which is all a client without Stripe's secret can see.
  await new Actor('stripe', world.origin, world.recorder).call('POST', '/api/stripe/webhook', {
    spec: false,
    json: {},
    expect: 'refusal',
    note: 'no Stripe signature',
  });
}

async function main() {
  const { checkout, verbose } = checkoutArgument();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nestway-spec-client-'));
  const sink = await startSmtpSink();
  const app = await startApp({
    port: await freePort(),
    env: { DATA_DIR: path.join(workDir, 'data'), SMTP_URL: sink.url, CARD_PAYMENTS: 'test' },
    cwd: checkout,
  });
  try {
    const recorder = new Recorder();
    const world = { origin: app.url, sink, recorder, password: 'spec-client-pass' };
    const reader = new Actor('reader', app.url, recorder);
    const document = (await reader.must('GET', '/api/openapi.json', { spec: false })) as Json;
    const stopped: string[] = [];
    await journey(world, stopped);

    const judge = await createJudges(document, workDir);
    const verdicts: Array<{ answer: (typeof recorder.answers)[number]; verdict: Verdict }> = [];
    for (const answer of recorder.answers) verdicts.push({ answer, verdict: await judge(answer) });
    // A planted wrong answer (the current user without its fields): each validator must see it, or its zero means nothing.
    const planted = await judge({
      ...recorder.answers.find((answer) => answer.url === '/api/auth/user' && answer.status === 200)!,
      body: { id: 7 },
    });
    const caught = VALIDATORS.filter((name) => planted.errors[name]);
    const documentProblem = await documentErrors(document);
    report(document, verdicts, stopped, verbose, caught);
    console.log(`The document against the OpenAPI 3.1 meta-schema (hyperjump): ${documentProblem ?? 'valid'}`);
  } finally {
    await app.stop();
    await sink.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

function report(
  document: Json,
  verdicts: Array<{ answer: Recorder['answers'][number]; verdict: Verdict }>,
  stopped: string[],
  verbose: boolean,
  caught: readonly string[],
) {
  const operations = Object.entries(document.paths as Record<string, Json>).flatMap(([route, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`),
  );
  const withoutId = Object.values(document.paths as Record<string, Record<string, Json>>)
    .flatMap((item) => Object.values(item))
    .filter((operation) => !operation.operationId).length;
  const reached = new Set(verdicts.map(({ verdict }) => verdict.operation).filter(Boolean));
  const spec = verdicts.filter(({ answer }) => answer.fromSpec);
  const refused = spec.filter(({ answer }) => answer.expectsSuccess && answer.status >= 400);
  const unexpected = verdicts.filter(({ answer }) => !answer.expectsSuccess && answer.status < 400);
  const mismatched = (name: (typeof VALIDATORS)[number]) => verdicts.filter(({ verdict }) => verdict.undocumented || verdict.errors[name]);
  const total = String(verdicts.length);
  const unread = verdicts.filter(({ answer }) => answer.missingReads.length > 0);

  if (verbose) {
    for (const { answer, verdict } of verdicts) {
      console.log(
        `${answer.actor.padEnd(18)} ${answer.method.padEnd(6)} ${String(answer.status)} ${answer.url} → ${verdict.operation ?? '-'}`,
      );
    }
  }
  console.log("Spec client (bench/spec-client): the spec's calls against the built server, answers against /api/openapi.json");
  printAligned([
    { figure: 'answers recorded', value: total },
    { figure: 'spec calls', value: String(spec.length) },
    {
      figure: 'spec calls refused (spec expects success, 4xx/5xx)',
      value: `${refused.length} of ${spec.filter(({ answer }) => answer.expectsSuccess).length}`,
    },
    { figure: 'provoked refusals answered 2xx', value: String(unexpected.length) },
    {
      figure: 'answers without a field the spec reads',
      value: `${unread.length} of ${verdicts.filter(({ answer }) => answer.missingReads.length > 0 || answer.fromSpec).length}`,
    },
    { figure: 'operations reached', value: `${reached.size} of ${operations.length}` },
    { figure: 'operations without an operationId', value: String(withoutId) },
    {
      figure: 'status or media type not documented',
      value: `${verdicts.filter(({ verdict }) => verdict.undocumented).length} of ${total}`,
    },
    ...VALIDATORS.map((name) => ({ figure: `answers not matching (${name})`, value: `${mismatched(name).length} of ${total}` })),
    { figure: 'validators that catch a planted wrong answer', value: `${caught.length} of ${VALIDATORS.length}` },
    { figure: 'journey steps stopped', value: String(stopped.length) },
  ]);
  if (refused.length > 0) {
    printAligned(
      refused.map(({ answer }) => ({
        refused: `${answer.method} ${answer.url}`.slice(0, 70),
        status: String(answer.status),
        code: String((answer.body as Json | undefined)?.code ?? ''),
        message: String((answer.body as Json | undefined)?.message ?? '').slice(0, 70),
      })),
    );
  }
  if (unread.length > 0) {
    printAligned(
      unread.map(({ answer }) => ({
        'spec reads, not found': `${answer.method} ${answer.url}`.slice(0, 70),
        status: String(answer.status),
        missing: answer.missingReads.join(', '),
      })),
    );
  }
  if (unexpected.length > 0) {
    printAligned(
      unexpected.map(({ answer }) => ({ 'provoked refusal answered 2xx': `${answer.method} ${answer.url}`, note: answer.note })),
    );
  }
  const bad = verdicts.filter(({ verdict }) => verdict.undocumented || VALIDATORS.some((name) => verdict.errors[name]));
  if (bad.length > 0) {
    printAligned(
      bad.map(({ answer, verdict }) => ({
        mismatch: verdict.operation ?? `${answer.method} ${answer.url}`,
        status: String(answer.status),
        finding:
          verdict.undocumented ??
          VALIDATORS.filter((name) => verdict.errors[name])
            .map((name) => `${name}: ${verdict.errors[name]}`)
            .join(' | '),
      })),
    );
  }
  const missing = operations.filter((operation) => !reached.has(operation));
  if (missing.length > 0) printAligned(missing.map((operation) => ({ 'not reached': operation })));
  for (const line of stopped) console.log(`stopped: ${line}`);
}

runBench(main);
