import type { OfferRecord } from '@nestway/core/offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { propertyOffers } from '../../db/schema/index';
import { appWithAdmin } from './app-with-admin';
import type { HttpSession } from './http-session';
import { statementsOfGet } from './sql-statements';
import { TEST_APP_URL, type TestApp } from './test-app';

export const postOffer = (http: HttpSession, body: Record<string, unknown>) => http.post('/api/property-offers', body);

/** An offer as the dashboard makes it; fails the test unless it is made. */
export async function offered(http: HttpSession, propertyViewingId: string, offerAmount: unknown = '1000'): Promise<OfferRecord> {
  const response = await postOffer(http, { propertyViewingId, offerAmount, marketPrice: '950.00' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OfferRecord>();
}

/**
 * The app, the signed-in admin and the helpers of the offer tests: registers beforeAll/afterAll in the
 * calling file, which reads `t`, `admin` and `adminId` once its own tests run.
 */
export function offersTestbed() {
  const state = { t: undefined as unknown as TestApp, admin: undefined as unknown as HttpSession, adminId: '' };

  const offerRow = async (id: string) => (await state.t.app.ctx.db.select().from(propertyOffers).where(eq(propertyOffers.id, id)))[0]!;

  /** PUT withdraw as the spec's client sends it: no body at all, only the Origin and the session. */
  const withdraw = (http: HttpSession, id: string) =>
    state.t.app.inject({
      method: 'PUT',
      url: `/api/property-offers/${id}/withdraw`,
      headers: { origin: TEST_APP_URL, cookie: http.sessionCookie()! },
    });

  /** The admin's answer to an offer (or `as`'s, to test who may answer). */
  const answer = (id: string, body: Record<string, unknown>, as: HttpSession = state.admin) =>
    as.put(`/api/admin/property-offers/${id}`, body);

  const statementsOf = (http: HttpSession, url: string) => statementsOfGet(state.t, http, url);

  beforeAll(async () => {
    Object.assign(state, await appWithAdmin('offers'));
  });
  afterAll(() => state.t.close());
  // One object: `t`, `admin` and `adminId` are filled in by beforeAll, after the tests read the helpers.
  return Object.assign(state, { offerRow, withdraw, answer, statementsOf });
}
