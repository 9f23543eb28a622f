import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../../db/schema/index';
import type { RegisteredUser } from './accounts';
import { httpSession, type HttpSession } from './http-session';
import { clientWhoMayPay } from './factories';
import { sampleFiles, sendForm as sendMultipart, type FilePart } from './multipart';
import { storedFiles } from './stored-files';
import { createTestApp, type TestApp } from './test-app';
import { signInStaff } from './staff-sign-in';

export const PAYMENTS_ADMIN = { email: 'payments-admin@nestway.test', password: 'admin-password-1' };
export const pngProof: FilePart = { bytes: sampleFiles.png, name: 'receipt.png', type: 'image/png' };
export const feeFields = { amount: '250.00', type: 'initial' };
export const keyOf = (proofImagePath: string) => proofImagePath.replace(/^\/uploads\//, '');

/**
 * The app and helpers of the payment tests: registers beforeAll/afterAll in the calling file, which
 * reads `t` and `admin` (the signed-in admin) once its own beforeAll runs.
 */
export function paymentsTestbed() {
  const bed = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as HttpSession,
    sendForm: (http: HttpSession, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart) =>
      sendMultipart(bed.t.app, http, method, url, fields, file),
    uploadProof: (http: HttpSession, file: FilePart | null = pngProof, fields: Record<string, string> = feeFields) =>
      bed.sendForm(http, 'POST', '/api/payments', fields, file ?? undefined),
    storedFiles: () => storedFiles(bed.t),
    paymentRows: (userId: string) => bed.t.app.ctx.db.select().from(payments).where(eq(payments.userId, userId)),
    clientWhoMayPay: (overrides: Partial<Omit<RegisteredUser, 'id'>> = {}) => clientWhoMayPay(bed.t, overrides),
    async clientWithPendingPayment() {
      const client = await bed.clientWhoMayPay();
      const response = await bed.uploadProof(client.http);
      expect(response.statusCode).toBe(201);
      return { ...client, payment: response.json<{ id: string; proofImagePath: string }>() };
    },
  };
  beforeAll(async () => {
    bed.t = await createTestApp({ ADMIN_EMAIL: PAYMENTS_ADMIN.email, ADMIN_PASSWORD: PAYMENTS_ADMIN.password });
    bed.admin = httpSession(bed.t.app);
    expect((await signInStaff(bed.t, bed.admin, PAYMENTS_ADMIN)).statusCode).toBe(200);
  });
  afterAll(() => bed.t.close());
  return bed;
}
