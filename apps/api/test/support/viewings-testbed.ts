import type { ViewingRecord } from '@nestway/core/viewings';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { propertyViewings } from '../../db/schema/index';
import { appWithAdmin } from './app-with-admin';
import type { HttpSession } from './http-session';
import type { TestApp } from './test-app';
import { insertClientAccount } from './viewings';

/** A fixed "now" (BST), so the 3-month window's edges are exact instants. */
export const NOW = '2026-06-15T10:00:00.000Z';
export const VIEWINGS_LINK = 'http://localhost:5000/dashboard#viewings';

/** A viewing as the admin's form sends it: a 2-bedroom flat at £950.50 a month on 20 June 2026, 14:30 BST. */
export const viewingData = (overrides: Record<string, unknown> = {}) => ({
  propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
  propertyType: 'Flat',
  bedrooms: 2,
  rentAmount: '950.50',
  viewingDateTime: '2026-06-20T14:30:00+01:00',
  ...overrides,
});

/**
 * The app (its clock at NOW), the signed-in admin and the helpers of the viewing tests: registers
 * beforeAll/afterAll in the calling file, which reads `t`, `admin` and `adminId` once its own tests run.
 */
export function viewingsTestbed() {
  const state = { t: undefined as unknown as TestApp, admin: undefined as unknown as HttpSession, adminId: '' };

  const insertClient = (fullName?: string) => insertClientAccount(state.t, fullName);

  const bulk = (body: unknown) => state.admin.post('/api/admin/viewings/bulk', body);

  /** A session booked by the admin for the clients; fails the test unless it is booked. */
  async function bookedSession(clientIds: string[], overrides: Record<string, unknown> = {}) {
    const response = await bulk({ viewingData: viewingData(overrides), clientIds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ viewingSessionId: string; createdViewings: ViewingRecord[] }>();
  }

  const viewingRow = async (id: string) =>
    (await state.t.app.ctx.db.select().from(propertyViewings).where(eq(propertyViewings.id, id)))[0]!;
  const viewingsOf = (userIds: string[]) =>
    state.t.app.ctx.db.select().from(propertyViewings).where(inArray(propertyViewings.userId, userIds));

  const mailsTo = async (email: string) => (await state.t.mail.delivered()).filter((m) => m.to.includes(email.toLowerCase()));

  beforeAll(async () => {
    Object.assign(state, await appWithAdmin('viewings'));
    state.t.clock.setTo(NOW);
  });
  afterAll(() => state.t.close());
  // One object: `t`, `admin` and `adminId` are filled in by beforeAll, after the tests read the helpers.
  return Object.assign(state, { insertClient, bulk, bookedSession, viewingRow, viewingsOf, mailsTo });
}
