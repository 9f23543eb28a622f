import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, documents, emails, pendingFileRemovals, sharedFiles } from '../../db/schema/index';
import { applyRetention } from '../../src/modules/retention/apply-retention';
import { newFileKey } from '../../src/storage/file-storage';
import { insertClient } from '../support/accounts';
import { insertPayment } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Two retention runs at the same moment on PostgreSQL (a rerun while the last is still going, or two
 * instances): each client's row lock makes one of them warn and one of them delete, never both.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.app.ctx.config.database.kind !== 'postgres') throw new Error('these tests need TEST_DATABASE_URL');
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60;
const db = () => t.app.ctx.db;

async function storedKey(folder: string) {
  const key = newFileKey(folder);
  await t.app.ctx.storage.put(key, Readable.from([Buffer.from('file')]));
  return key;
}

/** Clients with a document, a proof and a shared file each, written straight into the database. */
async function clientsWithFiles(count: number) {
  const clients = [];
  for (let n = 0; n < count; n++) {
    const client = await insertClient(t);
    const file = { contentType: 'image/png', originalFileName: 'f.png', sizeBytes: 4, userId: client.id };
    await db()
      .insert(documents)
      .values({ ...file, type: 'passport', fileKey: await storedKey('documents'), createdAt: t.clock.now() });
    await db()
      .insert(sharedFiles)
      .values({ ...file, displayName: 'Invoice', fileKey: await storedKey('shared-files') });
    await insertPayment(t, client.id, {
      status: 'verified',
      proofFileKey: await storedKey('payment-proofs'),
      proofContentType: 'image/png',
    });
    clients.push(client);
  }
  return clients;
}

describe('two retention runs at once', () => {
  it('warn each client once and delete each client’s files once', async () => {
    const clients = await clientsWithFiles(5);
    const ids = clients.map((client) => client.id);

    t.clock.advance(352 * DAY);
    const warned = await Promise.all([applyRetention(t.app.ctx), applyRetention(t.app.ctx)]);
    expect(warned[0]!.warned + warned[1]!.warned).toBe(5);
    const sent = await db().select({ userId: emails.userId, subject: emails.subject }).from(emails).where(inArray(emails.userId, ids));
    const warnings = sent.filter((mail) => mail.subject.includes('will be deleted'));
    expect(warnings.map((row) => row.userId).sort()).toEqual([...ids].sort());

    t.clock.advance(14 * DAY);
    const deleted = await Promise.all([applyRetention(t.app.ctx), applyRetention(t.app.ctx)]);
    expect(deleted[0]!.deleted + deleted[1]!.deleted).toBe(5);
    expect(deleted[0]!.warned + deleted[1]!.warned).toBe(0);
    const entries = await db()
      .select({ clientId: auditEntries.clientId })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'client.retention.delete'));
    expect(entries.map((row) => row.clientId).sort()).toEqual([...ids].sort());
    // The documents' rows stay, each without its file (decision 036).
    const kept = await db().select({ fileKey: documents.fileKey }).from(documents).where(inArray(documents.userId, ids));
    expect(kept).toEqual(ids.map(() => ({ fileKey: null })));
    expect(await db().select().from(pendingFileRemovals)).toHaveLength(15);
  }, 60_000);
});
