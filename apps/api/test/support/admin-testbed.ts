import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../../db/schema/index';
import { newFileKey } from '../../src/storage/file-storage';
import { httpSession, type HttpSession } from './http-session';
import { sendForm, type FilePart } from './multipart';
import { createTestApp, type TestApp } from './test-app';
import { signInStaff } from './staff-sign-in';

const ADMIN = { email: 'detail-admin@nestway.test', password: 'admin-password-1' };
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface OverrideForm {
  amount?: string;
  notes?: string;
  method?: string;
  file?: Omit<FilePart, 'name'> & { name?: string };
}

export interface ClientDetail {
  user: Record<string, unknown>;
  preferences: Record<string, unknown> | null;
  callSchedule: Record<string, unknown> | null;
  payments: Array<Record<string, unknown>>;
  termsAndConditions: Record<string, unknown> | null;
  group: { role: string; leaderId: string; leaderName: string; members: Array<Record<string, unknown>> } | null;
  adminNotes: string | null;
  stepOverride: string | null;
}

/**
 * The app, the signed-in admin and the helpers of the admin client tests: registers beforeAll/afterAll
 * in the calling file, which reads `t`, `admin` and `adminId` once its own tests run.
 */
export function adminTestbed() {
  const state = { t: undefined as unknown as TestApp, admin: undefined as unknown as HttpSession, adminId: '' };

  /** POST /payment-override as the browser sends it: a multipart form with the admin's session. */
  function postOverride(userId: string, form: OverrideForm, as: HttpSession = state.admin) {
    const fields = Object.fromEntries(
      (['amount', 'notes', 'method'] as const).flatMap((key) => (form[key] === undefined ? [] : [[key, form[key]]])),
    );
    const file = form.file && { ...form.file, name: form.file.name ?? 'proof.png' };
    return sendForm(state.t.app, as, 'POST', `/api/admin/users/${userId}/payment-override`, fields, file);
  }

  async function storedProofs(): Promise<string[]> {
    try {
      return (await readdir(path.join(state.t.dataDir, 'uploads', 'payment-proofs'))).map((name) => `payment-proofs/${name}`);
    } catch {
      return [];
    }
  }

  const paymentsOf = (userId: string) => state.t.app.ctx.db.select().from(payments).where(eq(payments.userId, userId));

  async function storeProof(): Promise<string> {
    const key = newFileKey('payment-proofs');
    await state.t.app.ctx.storage.put(key, Readable.from([PNG]));
    return key;
  }

  async function detailOf(id: string): Promise<ClientDetail> {
    const response = await state.admin.get(`/api/admin/users/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<ClientDetail>();
  }

  beforeAll(async () => {
    state.t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    state.admin = httpSession(state.t.app);
    const login = await signInStaff(state.t, state.admin, ADMIN);
    expect(login.statusCode).toBe(200);
    state.adminId = login.json<{ user: { id: string } }>().user.id;
  });
  afterAll(() => state.t.close());
  // One object: `t`, `admin` and `adminId` are filled in by beforeAll, after the tests read the helpers.
  return Object.assign(state, { postOverride, storedProofs, paymentsOf, storeProof, detailOf });
}
