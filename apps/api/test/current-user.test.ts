import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { signedInClient } from './support/accounts';
import { statementsOfGet } from './support/sql-statements';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/user', () => {
  it('costs one SQL statement: the session, its user and their preferences in one query', async () => {
    const { http } = await signedInClient(t);
    expect(await statementsOfGet(t, http, '/api/auth/user')).toBe(1);
    expect((await http.post('/api/preferences', preferencesForGroup(1))).statusCode).toBe(200);
    expect(await statementsOfGet(t, http, '/api/auth/user')).toBe(1);
  });

  it('answers the saved preferences exactly as GET /api/preferences does, with every optional answer given', async () => {
    const { http } = await signedInClient(t);
    const everyAnswer = preferencesForGroup(2, {
      financiallySponsored: true,
      sponsorshipAmount: 12_000,
      hasUkBankAccount: true,
      applicationMethod: 'education office',
      educationOfficeName: 'Leeds Education Office',
      currentlyRenting: true,
      contractEndDate: '2027-08-31',
      signedNewContract: false,
      specialRequirements: 'Ground floor, "quiet" street \\ no pets',
    });
    expect((await http.post('/api/preferences', everyAnswer)).statusCode).toBe(200);
    const saved = (await http.get('/api/preferences')).json<Record<string, unknown>>();
    expect(saved).toMatchObject(everyAnswer);
    expect((await http.get('/api/auth/user')).json<{ preferences: unknown }>().preferences).toEqual(saved);
  });
});
