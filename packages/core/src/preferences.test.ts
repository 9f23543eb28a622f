import { describe, expect, it } from 'vitest';
import {
  additionalTenant,
  cotenantPreferences,
  preferencesForGroup,
  validPreferences as valid,
} from '../../../test-support/fixtures/preferences';
import {
  cotenantPreferencesSchema,
  groupHomeKeys,
  groupHomeOf,
  moveInDateCheck,
  preferencesMessages as m,
  preferencesSchema,
  resizeAdditionalTenants,
  type PreferencesMode,
} from './preferences';

/** The fixtures' move-in date is later than this day. */
const TODAY = { today: '2026-11-25', saved: null };
const schema = (mode: PreferencesMode) => preferencesSchema(mode, TODAY);

const tenant = additionalTenant();

const issueFor = (input: unknown, mode: 'create' | 'update' = 'create') => {
  const result = schema(mode).safeParse(input);
  return result.success ? undefined : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('preferencesSchema', () => {
  it('accepts a complete single-tenant profile', () => {
    expect(issueFor(valid)).toBeUndefined();
  });

  it('refuses a move-in date before today (UK) with a field error, and takes today or later', () => {
    expect(issueFor({ ...valid, moveInDate: '2026-11-24' })).toEqual([{ path: 'moveInDate', message: m.moveInPast }]);
    expect(issueFor({ ...valid, moveInDate: '2026-11-25' })).toBeUndefined();
    expect(issueFor({ ...valid, moveInDate: '2026-11-26' })).toBeUndefined();
  });

  it('keeps a saved move-in date that has since passed, but refuses a new past one', () => {
    const check = { today: '2026-11-25', saved: '2026-09-01' };
    expect(preferencesSchema('update', check).safeParse({ ...valid, moveInDate: '2026-09-01' }).success).toBe(true);
    expect(preferencesSchema('update', check).safeParse({ ...valid, moveInDate: '2026-10-01' }).success).toBe(false);
  });

  it("reads today's date in the UK: 00:30 BST on 1 June is already 1 June", () => {
    expect(moveInDateCheck(new Date('2026-05-31T23:30:00Z'), null)).toEqual({ today: '2026-06-01', saved: null });
    expect(moveInDateCheck(new Date('2026-05-31T12:00:00Z'), { moveInDate: '2026-05-01' })).toEqual({
      today: '2026-05-31',
      saved: '2026-05-01',
    });
  });

  it('names the field when a number is too large, and says a negative sponsorship amount cannot be negative', () => {
    expect(issueFor({ ...valid, age: 121 })).toEqual([{ path: 'age', message: 'Age must be at most 120' }]);
    expect(issueFor({ ...valid, bedrooms: 9 })).toEqual([{ path: 'bedrooms', message: 'Bedrooms must be at most 4' }]);
    expect(issueFor({ ...valid, financiallySponsored: true, sponsorshipAmount: -5 })).toEqual([
      { path: 'sponsorshipAmount', message: m.sponsorshipAmountNegative },
    ]);
    expect(issueFor({ ...valid, financiallySponsored: true, sponsorshipAmount: 12.5 })).toEqual([
      { path: 'sponsorshipAmount', message: m.sponsorshipAmountWhole },
    ]);
  });

  it.each([2, 3])('accepts the shared profile of a group of %i, every tenant named', (numberOfTenants) => {
    expect(issueFor(preferencesForGroup(numberOfTenants))).toBeUndefined();
  });

  it.each([
    [{ numberOfTenants: 4 }, 'numberOfTenants', m.maxTenants],
    [{ contactNumber: '' }, 'contactNumber', m.contactRequired],
    [{ contactNumber: '0770 abc' }, 'contactNumber', m.contactCharacters],
    [{ age: 15 }, 'age', m.minAge],
    [{ nationality: ' ' }, 'nationality', m.nationalityRequired],
    [{ documents: [] }, 'documents', m.documentsRequired],
    [{ howFoundUs: '' }, 'howFoundUs', m.howFoundUsRequired],
    [{ applicationMethod: '' }, 'applicationMethod', m.applicationMethodRequired],
    [{ universityYear: '' }, 'universityYear', m.universityYearRequired],
    [{ bedrooms: 0 }, 'bedrooms', m.bedroomsMin],
    [{ bathrooms: 0 }, 'bathrooms', m.bathroomsMin],
    [{ maxBudget: 0 }, 'maxBudget', m.budgetRequired],
    [{ moveInDate: '' }, 'moveInDate', m.moveInRequired],
    [{ contractDuration: 0 }, 'contractDuration', m.contractDurationRequired],
    [{ paymentPlans: [] }, 'paymentPlans', m.paymentPlansRequired],
    [{ applicationMethod: 'education office' }, 'educationOfficeName', m.educationOfficeRequired],
    [{ numberOfTenants: 2 }, 'additionalTenants', m.allAdditionalTenants],
  ])('reports %o with the spec message', (change, path, message) => {
    expect(issueFor({ ...valid, ...change })).toContainEqual({ path, message });
  });

  it('requires the four yes/no answers when creating, and lets them be empty when updating', () => {
    const { financiallySponsored: _a, hasUkBankAccount: _b, hasOfferLetter: _c, currentlyRenting: _d, ...unanswered } = valid;
    expect(issueFor(unanswered)?.map((i) => i.message)).toEqual(
      expect.arrayContaining([m.sponsoredRequired, m.bankAccountRequired, m.offerLetterRequired, m.rentingRequired]),
    );
    const updated = schema('update').parse({ ...unanswered, financiallySponsored: null });
    expect(updated.financiallySponsored).toBeNull();
    expect(updated.currentlyRenting).toBeNull();
  });

  it('validates every additional tenant, which may arrive as a JSON string', () => {
    expect(issueFor({ ...valid, numberOfTenants: 2, additionalTenants: JSON.stringify([tenant]) })).toBeUndefined();
    expect(
      issueFor({ ...valid, numberOfTenants: 2, additionalTenants: [{ ...tenant, fullName: '', age: 12, universityYear: 'year9' }] }),
    ).toEqual(
      expect.arrayContaining([
        { path: 'additionalTenants.0.fullName', message: m.tenantFullName },
        { path: 'additionalTenants.0.age', message: m.minAge },
        { path: 'additionalTenants.0.universityYear', message: m.tenantYear },
      ]),
    );
  });

  it('drops answers to questions that are not shown', () => {
    const parsed = schema('create').parse({
      ...valid,
      financiallySponsored: false,
      sponsorshipAmount: 500,
      educationOfficeName: 'Global Study Office',
      currentlyRenting: false,
      contractEndDate: '2027-06-30',
      signedNewContract: true,
    });
    expect(parsed).toMatchObject({ sponsorshipAmount: null, educationOfficeName: null, contractEndDate: null, signedNewContract: null });
  });

  it('keeps them when they are shown', () => {
    const parsed = schema('create').parse({
      ...valid,
      financiallySponsored: true,
      sponsorshipAmount: 500,
      applicationMethod: 'education office',
      educationOfficeName: 'Global Study Office',
      currentlyRenting: true,
      contractEndDate: '2027-06-30',
      signedNewContract: false,
    });
    expect(parsed).toMatchObject({
      sponsorshipAmount: 500,
      educationOfficeName: 'Global Study Office',
      contractEndDate: '2027-06-30',
      signedNewContract: false,
    });
  });
});

describe('cotenantPreferencesSchema', () => {
  it("takes a co-tenant's answers without the group's home, which is the leader's", () => {
    expect(schema('create').safeParse(cotenantPreferences()).success).toBe(false);
    const parsed = cotenantPreferencesSchema('create').parse(cotenantPreferences());
    expect(parsed).toMatchObject({ nationality: 'Ghanaian', universityName: valid.universityName, currentlyRenting: false });
    for (const key of groupHomeKeys) expect(parsed).not.toHaveProperty(key);
  });

  it('drops home answers a co-tenant sends, and still asks their own questions', () => {
    const parsed = cotenantPreferencesSchema('create').parse({ ...valid, numberOfTenants: 1, maxBudget: 5000 });
    expect(parsed).not.toHaveProperty('maxBudget');
    const refused = cotenantPreferencesSchema('create').safeParse({ ...cotenantPreferences(), nationality: '' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([m.nationalityRequired]);
  });

  it("groupHomeOf picks the leader's home answers", () => {
    expect(groupHomeOf(preferencesForGroup(2))).toEqual({
      numberOfTenants: 2,
      additionalTenants: preferencesForGroup(2).additionalTenants,
      howFoundUs: valid.howFoundUs,
      bedrooms: 2,
      bathrooms: valid.bathrooms,
      maxBudget: valid.maxBudget,
      moveInDate: valid.moveInDate,
      contractDuration: valid.contractDuration,
      paymentPlans: valid.paymentPlans,
      specialRequirements: valid.specialRequirements,
    });
  });
});

describe('resizeAdditionalTenants', () => {
  const empty = () => ({ fullName: '' });
  it('adds empty entries up to tenants minus 1 and trims extra ones from the end', () => {
    expect(resizeAdditionalTenants([], 3, empty)).toEqual([{ fullName: '' }, { fullName: '' }]);
    expect(resizeAdditionalTenants([{ fullName: 'A' }, { fullName: 'B' }], 2, empty)).toEqual([{ fullName: 'A' }]);
    expect(resizeAdditionalTenants([{ fullName: 'A' }], 1, empty)).toEqual([]);
    expect(resizeAdditionalTenants([{ fullName: 'A' }], 2, empty)).toEqual([{ fullName: 'A' }]);
  });
});
