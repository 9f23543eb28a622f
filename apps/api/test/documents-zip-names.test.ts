import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { documents } from '../db/schema/index';
import { signedInClient } from './support/accounts';
import { appWithAdmin } from './support/app-with-admin';
import type { HttpSession } from './support/http-session';
import { insertPayment } from './support/factories';
import { sampleFiles, sendForm } from './support/multipart';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: HttpSession;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin('zip-names'));
});
afterAll(() => t.close());

/** The entry names of a zip, in order, read by a separate zip library. */
function entryNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => names.push(entry.fileName));
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
    });
  });
}

describe('Download All Files with names no file system would take', () => {
  // Rows stored before names were cleaned at upload time: the zip must still be made of them.
  const storedNames = ['..', '', '.', 'a/../b', '\u0001x', 'C:\\Windows\\evil.exe', '.hidden.pdf', 'scan.png', 'SCAN.png'];

  it('zips every document under a safe, unique name in its type folder', async () => {
    const { user, http } = await signedInClient(t);
    await insertPayment(t, user.id, { status: 'verified' });
    const files = storedNames.map((_, i) => ({ bytes: sampleFiles.png, name: `page-${i}.png`, type: 'image/png', field: 'documents' }));
    expect((await sendForm(t.app, http, 'POST', '/api/documents', { type: 'passport' }, files)).statusCode).toBe(201);
    for (const [i, name] of storedNames.entries()) {
      await t.app.ctx.db
        .update(documents)
        .set({ originalFileName: name })
        .where(eq(documents.originalFileName, `page-${i}.png`));
    }

    const response = await admin.get(`/api/admin/users/${user.id}/documents/download-all`);
    expect(response.statusCode).toBe(200);
    const names = await entryNames(response.rawPayload);
    expect(names).toHaveLength(storedNames.length);
    for (const name of names) {
      const [folder, file, ...rest] = name.split('/');
      expect(folder).toBe('passport');
      expect(rest).toEqual([]);
      expect(file).toMatch(/^[^.\s\\]/);
      expect(file).not.toMatch(/[\p{Cc}\\:]/u);
    }
    // Which of two clashing rows gets ' (2)' follows their order; the set of names does not.
    expect(names.map((n) => n.toLowerCase()).sort()).toEqual([
      'passport/a_.._b',
      'passport/c__windows_evil.exe',
      'passport/file',
      'passport/file (2)',
      'passport/file (3)',
      'passport/hidden.pdf',
      'passport/scan (2).png',
      'passport/scan.png',
      'passport/x',
    ]);
  });
});
