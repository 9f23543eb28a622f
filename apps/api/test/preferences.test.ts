import { preferencesLockedMessage } from '@nestway/core/consultations';
import type { ErrorParams } from '@nestway/core/errors';
import { preferencesMessages as m } from '@nestway/core/preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalTenant,
  cotenantPreferences,
  preferencesForGroup,
  savedPreferences as savedFrom,
  validPreferences as form,
} from '../../../test-support/fixtures/preferences';
import { signedInClient } from './support/accounts';
import { httpSession, type HttpSession } from './support/http-session';
import { insertConsultation, insertGroup } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { UNKNOWN_ID } from './support/ids';
import { signInStaff } from './support/staff-sign-in';

const ADMIN = { email: 'prefs-admin@nestway.test', password: 'admin-password-1' };
let t: TestApp;
let admin: HttpSession;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = httpSession(t.app);
  const login = await signInStaff(t, admin, ADMIN);
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
});
afterAll(() => t.close());

const cotenant = additionalTenant();

async function clientWithPreferences(overrides: Record<string, unknown> = {}) {
  const client = await signedInClient(t);
  const saved = await client.http.post('/api/preferences', { ...form, ...overrides });
  expect(saved.statusCode).toBe(200);
  return client;
}

describe('GET /api/preferences', () => {
  it('answers null before the form is saved, then the saved record', async () => {
    const { http } = await signedInClient(t);
    const before = await http.get('/api/preferences');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    await http.post('/api/preferences', form);
    expect((await http.get('/api/preferences')).json()).toEqual(savedFrom({}));
  });

  it('is for signed-in clients only', async () => {
    expect((await httpSession(t.app).get('/api/preferences')).statusCode).toBe(401);
    const asAdmin = await admin.get('/api/preferences');
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ code: 'forbidden', message: 'This page is for clients.' });
  });
});

describe('POST /api/preferences', () => {
  it('creates the profile, answers the saved record and shows it on the current user', async () => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(savedFrom({}));
    expect((await http.get('/api/auth/user')).json().preferences).toEqual(savedFrom({}));
  });

  it('updates the whole profile on a second save', async () => {
    const { http } = await clientWithPreferences();
    const changed = { ...form, bedrooms: 2, maxBudget: 1200, paymentPlans: ['Quarterly', 'Yearly'], visaDuration: '' };
    const response = await http.post('/api/preferences', changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(savedFrom({ bedrooms: 2, maxBudget: 1200, paymentPlans: ['Quarterly', 'Yearly'], visaDuration: null }));
    expect((await http.get('/api/preferences')).json()).toEqual(response.json());
  });

  it('requires the four yes/no answers when creating, with the spec messages, and saves nothing', async () => {
    const { http } = await signedInClient(t);
    const { financiallySponsored: _a, hasUkBankAccount: _b, hasOfferLetter: _c, currentlyRenting: _d, ...unanswered } = form;
    const response = await http.post('/api/preferences', unanswered);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'financiallySponsored', message: m.sponsoredRequired },
      { path: 'hasUkBankAccount', message: m.bankAccountRequired },
      { path: 'hasOfferLetter', message: m.offerLetterRequired },
      { path: 'currentlyRenting', message: m.rentingRequired },
    ]);
    expect(response.json().message).toBe(m.sponsoredRequired);
    expect((await http.get('/api/preferences')).json()).toBeNull();
  });

  it('lets the yes/no answers be empty when updating existing preferences', async () => {
    const { http } = await clientWithPreferences({ financiallySponsored: true, sponsorshipAmount: 700 });
    const response = await http.post('/api/preferences', {
      ...form,
      financiallySponsored: null,
      hasUkBankAccount: null,
      hasOfferLetter: undefined,
      currentlyRenting: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      financiallySponsored: null,
      sponsorshipAmount: null,
      hasUkBankAccount: null,
      hasOfferLetter: null,
      currentlyRenting: null,
    });
  });

  it.each<[string, Record<string, unknown>, string, string, ErrorParams?]>([
    ['more than 3 tenants', { numberOfTenants: 4 }, 'numberOfTenants', m.maxTenants, { max: 3 }],
    ['no tenants', { numberOfTenants: 0 }, 'numberOfTenants', m.minTenants, { min: 1 }],
    ['an empty contact number', { contactNumber: '' }, 'contactNumber', m.contactRequired],
    ['letters in the contact number', { contactNumber: '0770 abc' }, 'contactNumber', m.contactCharacters],
    ['an age under 16', { age: 15 }, 'age', m.minAge, { min: 16 }],
    ['an age that is not a number', { age: 'nineteen' }, 'age', m.minAge],
    ['a blank nationality', { nationality: '  ' }, 'nationality', m.nationalityRequired],
    ['a yes/no answer as text', { financiallySponsored: 'yes' }, 'financiallySponsored', m.sponsoredRequired],
    ['no documents', { documents: [] }, 'documents', m.documentsRequired],
    ['documents as a string', { documents: 'Valid Passport' }, 'documents', m.documentsRequired],
    ['no answer to how they found us', { howFoundUs: '' }, 'howFoundUs', m.howFoundUsRequired],
    ['no application method', { applicationMethod: '' }, 'applicationMethod', m.applicationMethodRequired],
    ['an unknown application method', { applicationMethod: 'agent' }, 'applicationMethod', m.applicationMethodRequired],
    [
      'education office without its name',
      { applicationMethod: 'education office', educationOfficeName: '' },
      'educationOfficeName',
      m.educationOfficeRequired,
    ],
    ['no university name', { universityName: '' }, 'universityName', m.universityNameRequired],
    ['no university year', { universityYear: '' }, 'universityYear', m.universityYearRequired],
    ['an additional tenant year for the main user', { universityYear: 'masters' }, 'universityYear', m.universityYearRequired],
    ['no bedrooms', { bedrooms: 0 }, 'bedrooms', m.bedroomsMin, { min: 1 }],
    ['no bathrooms', { bathrooms: 0 }, 'bathrooms', m.bathroomsMin, { min: 1 }],
    ['no budget', { maxBudget: 0 }, 'maxBudget', m.budgetRequired],
    ['a budget as words', { maxBudget: 'lots' }, 'maxBudget', m.budgetRequired],
    ['no move-in date', { moveInDate: '' }, 'moveInDate', m.moveInRequired],
    ['a move-in date that is no date', { moveInDate: '2027-13-45' }, 'moveInDate', m.moveInRequired],
    ['a move-in date in the past', { moveInDate: '2020-01-15' }, 'moveInDate', m.moveInPast],
    [
      'a negative sponsorship amount',
      { financiallySponsored: true, sponsorshipAmount: -500 },
      'sponsorshipAmount',
      m.sponsorshipAmountNegative,
    ],
    ['an age over 120', { age: 121 }, 'age', 'Age must be at most 120', { max: 120 }],
    ['no contract duration', { contractDuration: 0 }, 'contractDuration', m.contractDurationRequired],
    ['no payment plans', { paymentPlans: [] }, 'paymentPlans', m.paymentPlansRequired],
    ['2 tenants without the second one', { numberOfTenants: 2, additionalTenants: [] }, 'additionalTenants', m.allAdditionalTenants],
    ['1 tenant with an additional one', { numberOfTenants: 1, additionalTenants: [cotenant] }, 'additionalTenants', m.allAdditionalTenants],
    ['3 tenants with one additional', { numberOfTenants: 3, additionalTenants: [cotenant] }, 'additionalTenants', m.allAdditionalTenants],
  ])('refuses %s with the spec message', async (_case, change, path, message, params) => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', { ...form, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message, ...(params && { params }) });
    expect((await http.get('/api/preferences')).json()).toBeNull();
  });

  it('names every missing field of an empty form', async () => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', {});
    expect(response.statusCode).toBe(400);
    const messages = response.json<{ issues: Array<{ message: string }> }>().issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        m.minTenants,
        m.contactRequired,
        m.minAge,
        m.nationalityRequired,
        m.sponsoredRequired,
        m.bankAccountRequired,
        m.documentsRequired,
        m.howFoundUsRequired,
        m.offerLetterRequired,
        m.applicationMethodRequired,
        m.universityNameRequired,
        m.universityYearRequired,
        m.bedroomsMin,
        m.bathroomsMin,
        m.budgetRequired,
        m.moveInRequired,
        m.contractDurationRequired,
        m.paymentPlansRequired,
        m.rentingRequired,
      ]),
    );
  });

  it('refuses a body that is not an object', async () => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', [form]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('checks every additional tenant with the spec messages', async () => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', {
      ...form,
      numberOfTenants: 3,
      additionalTenants: [cotenant, { fullName: '', age: 12, nationality: '', universityName: '', universityYear: 'language' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'additionalTenants.1.fullName', message: m.tenantFullName },
      { path: 'additionalTenants.1.age', message: m.minAge, params: { min: 16 } },
      { path: 'additionalTenants.1.nationality', message: m.tenantNationality },
      { path: 'additionalTenants.1.universityName', message: m.tenantUniversity },
      { path: 'additionalTenants.1.universityYear', message: m.tenantYear },
    ]);
  });

  it('accepts additional tenants sent as a JSON string and stores them as a list', async () => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', { ...form, numberOfTenants: 2, additionalTenants: JSON.stringify([cotenant]) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ numberOfTenants: 2, additionalTenants: [cotenant] });
    expect((await http.get('/api/preferences')).json().additionalTenants).toEqual([cotenant]);
  });

  it('drops the answers to questions that are not shown', async () => {
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', {
      ...form,
      financiallySponsored: false,
      sponsorshipAmount: 500,
      applicationMethod: 'yourself',
      educationOfficeName: 'Global Study Office',
      currentlyRenting: false,
      contractEndDate: '2027-06-30',
      signedNewContract: true,
    });
    expect(response.json()).toMatchObject({
      sponsorshipAmount: null,
      educationOfficeName: null,
      contractEndDate: null,
      signedNewContract: null,
    });
    expect((await http.get('/api/preferences')).json()).toMatchObject({
      sponsorshipAmount: null,
      educationOfficeName: null,
      contractEndDate: null,
    });
  });

  it('keeps the conditional answers when their questions are shown', async () => {
    const { http } = await signedInClient(t);
    const shown = {
      financiallySponsored: true,
      sponsorshipAmount: 500,
      applicationMethod: 'education office',
      educationOfficeName: 'Global Study Office',
      currentlyRenting: true,
      contractEndDate: '2027-06-30',
      signedNewContract: false,
    };
    const response = await http.post('/api/preferences', { ...form, ...shown });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(shown);
  });

  it('drops unknown fields: a body naming another user, a role or timestamps changes only the caller', async () => {
    const victim = await signedInClient(t);
    const { http } = await signedInClient(t);
    const response = await http.post('/api/preferences', {
      ...form,
      userId: victim.user.id,
      role: 'admin',
      isAdmin: true,
      createdAt: '2000-01-01T00:00:00Z',
      goodTenantRecord: true,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(savedFrom({})).sort());
    expect((await victim.http.get('/api/preferences')).json()).toBeNull();
    const me = (await http.get('/api/auth/user')).json();
    expect(me.isAdmin).toBe(false);
    expect(me.preferences).toMatchObject({ nationality: form.nationality });
    expect((await http.get('/api/admin/users')).statusCode).toBe(403);
  });

  it.each(['confirmed', 'completed'] as const)('refuses with 409 and changes nothing once the call is %s', async (status) => {
    const { user, http } = await clientWithPreferences();
    await insertConsultation(t, user.id, status);
    const response = await http.post('/api/preferences', { ...form, nationality: 'Kenyan' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'preferences_locked', message: preferencesLockedMessage(status) });
    expect(response.json().message).toContain(status === 'completed' ? 'has taken place' : 'is confirmed');
    expect((await http.get('/api/preferences')).json()).toEqual(savedFrom({}));
  });

  it('still allows changes while the call is only requested (pending)', async () => {
    const { user, http } = await clientWithPreferences();
    await insertConsultation(t, user.id, 'pending');
    const response = await http.post('/api/preferences', { ...form, nationality: 'Kenyan' });
    expect(response.statusCode).toBe(200);
    expect(response.json().nationality).toBe('Kenyan');
  });

  it("locks a co-tenant's preferences by their group leader's confirmed call", async () => {
    const leader = await clientWithPreferences(preferencesForGroup(2));
    const member = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [member.user.id] });

    expect((await member.http.post('/api/preferences', form)).statusCode).toBe(200);
    await insertConsultation(t, leader.user.id, 'confirmed');
    const response = await member.http.post('/api/preferences', { ...form, nationality: 'Kenyan' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(preferencesLockedMessage('confirmed'));
    expect((await member.http.get('/api/preferences')).json().nationality).toBe(form.nationality);
  });

  it('is for signed-in clients only, and refuses a cross-site request', async () => {
    expect((await httpSession(t.app).post('/api/preferences', form)).statusCode).toBe(401);
    expect((await admin.post('/api/preferences', form)).statusCode).toBe(403);
    const { http } = await signedInClient(t);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: http.sessionCookie()! },
      payload: JSON.stringify(form),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await http.get('/api/preferences')).json()).toBeNull();
  });
});

describe("a co-tenant's preferences (decision 006)", () => {
  async function groupOfTwo() {
    const leader = await clientWithPreferences(preferencesForGroup(2, { maxBudget: 1400, moveInDate: '2027-08-15' }));
    const member = await signedInClient(t);
    await insertGroup(t, leader.user.id, { members: [member.user.id] });
    return { leader, member };
  }

  it("saves a co-tenant's own answers without the home fields, with the group's home from the leader", async () => {
    const { member } = await groupOfTwo();
    const response = await member.http.post('/api/preferences', cotenantPreferences());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      savedFrom({ ...preferencesForGroup(2, { maxBudget: 1400, moveInDate: '2027-08-15' }), nationality: 'Ghanaian' }),
    );
  });

  it("does not let a co-tenant change the group's home", async () => {
    const { member } = await groupOfTwo();
    const response = await member.http.post('/api/preferences', { ...form, numberOfTenants: 1, maxBudget: 5000, bedrooms: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ numberOfTenants: 2, maxBudget: 1400, bedrooms: 2, moveInDate: '2027-08-15' });
  });

  it("gives the co-tenants the leader's new home answers when the leader saves", async () => {
    const { leader, member } = await groupOfTwo();
    await member.http.post('/api/preferences', cotenantPreferences());
    const saved = await leader.http.post('/api/preferences', preferencesForGroup(2, { maxBudget: 1600, moveInDate: '2027-09-20' }));
    expect(saved.statusCode).toBe(200);
    expect((await member.http.get('/api/preferences')).json()).toMatchObject({
      maxBudget: 1600,
      moveInDate: '2027-09-20',
      nationality: 'Ghanaian',
    });
  });

  it("still asks a co-tenant's own questions with the spec messages", async () => {
    const { member } = await groupOfTwo();
    const response = await member.http.post('/api/preferences', cotenantPreferences({ contactNumber: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: m.contactRequired });
  });
});

describe('PUT /api/admin/users/:id/preferences', () => {
  it("changes a client's locked preferences and answers the saved record", async () => {
    const { user, http } = await clientWithPreferences();
    await insertConsultation(t, user.id, 'confirmed');
    const response = await admin.put(`/api/admin/users/${user.id}/preferences`, { ...form, bedrooms: 3, maxBudget: 1500 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(savedFrom({ bedrooms: 3, maxBudget: 1500 }));
    expect((await http.get('/api/preferences')).json()).toEqual(savedFrom({ bedrooms: 3, maxBudget: 1500 }));
  });

  it('creates preferences for a client without any, in create mode', async () => {
    const { user, http } = await signedInClient(t);
    const { currentlyRenting: _unanswered, ...withoutRenting } = form;
    const refused = await admin.put(`/api/admin/users/${user.id}/preferences`, withoutRenting);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'currentlyRenting', message: m.rentingRequired }]);

    const created = await admin.put(`/api/admin/users/${user.id}/preferences`, form);
    expect(created.statusCode).toBe(200);
    expect((await http.get('/api/preferences')).json()).toEqual(savedFrom({}));
  });

  it('uses the same schema: bad input gets the spec message and changes nothing', async () => {
    const { user, http } = await clientWithPreferences();
    const response = await admin.put(`/api/admin/users/${user.id}/preferences`, { ...form, contactNumber: 'call me', numberOfTenants: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'contactNumber', message: m.contactCharacters },
        { path: 'additionalTenants', message: m.allAdditionalTenants },
      ]),
    );
    expect((await http.get('/api/preferences')).json()).toEqual(savedFrom({}));
  });

  it('answers 404 for an unknown id, a malformed id and an admin', async () => {
    const [me] = await t.app.ctx.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, ADMIN.email) });
    for (const id of [UNKNOWN_ID, 'not-a-user', me!.id]) {
      const response = await admin.put(`/api/admin/users/${id}/preferences`, form);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'User not found' });
    }
  });

  it('is for admins only', async () => {
    const target = await clientWithPreferences();
    const other = await signedInClient(t);
    expect((await httpSession(t.app).put(`/api/admin/users/${target.user.id}/preferences`, form)).statusCode).toBe(401);
    const asClient = await other.http.put(`/api/admin/users/${target.user.id}/preferences`, { ...form, nationality: 'Kenyan' });
    expect(asClient.statusCode).toBe(403);
    expect((await target.http.get('/api/preferences')).json().nationality).toBe(form.nationality);
  });
});
