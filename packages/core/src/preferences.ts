import * as z from 'zod/mini';
import { ukCalendarDate } from './booking';
import { groupHomeMask, MAX_TENANTS } from './group-home';
import { optionalTextSchema } from './optional-text';
import { NOTES_MAX_LENGTH } from './text-limits';

/** The preferences profile: option lists, messages and the one schema both the form and the API use. */

const MIN_AGE = 16;
export const MAX_BEDROOMS = 4;
export const MAX_BATHROOMS = 3;

export const documentOptions = [
  'Valid Passport',
  'BRP/Sharecode',
  'Visa',
  'School/University Offer Letter',
  'Sponsorship Letter',
  'None',
] as const;
export const paymentPlanOptions = ['Monthly', 'Quarterly', '6-months upfront', 'Yearly'] as const;
export const contractDurationOptions = [6, 12, 18, 24] as const;
export const applicationMethods = ['education office', 'yourself'] as const;

/**
 * The stored values of the option lists. The words shown for them are the web's (translated in each
 * language's build), so only the values live here, as the database and the API keep them.
 */
export const universityYears = ['language', 'foundation', 'year1', 'year2', 'year3', 'postgraduate'] as const;
export type UniversityYear = (typeof universityYears)[number];

export const additionalTenantYears = ['year1', 'year2', 'year3', 'masters', 'phd'] as const;
export type AdditionalTenantYear = (typeof additionalTenantYears)[number];

/** How the user found us: two fixed answers, or their own words ('Other'). */
export const howFoundUsChoices = ['friend', 'education-office'] as const;
export type HowFoundUsChoice = (typeof howFoundUsChoices)[number];

export type DocumentOption = (typeof documentOptions)[number];
export type PaymentPlanOption = (typeof paymentPlanOptions)[number];
export type ApplicationMethod = (typeof applicationMethods)[number];

export const preferencesMessages = {
  maxTenants: 'Maximum 3 tenants allowed',
  minTenants: 'At least 1 tenant is required',
  contactRequired: 'Contact number is required',
  contactCharacters: 'Contact number can only contain numbers, +, spaces, -, and ( )',
  minAge: 'Age must be at least 16',
  nationalityRequired: 'Nationality is required',
  sponsoredRequired: 'Please select if you are financially sponsored',
  bankAccountRequired: 'Please select if you have a UK bank account',
  offerLetterRequired: 'Please select if you have an offer letter',
  rentingRequired: 'Please select if you are currently renting',
  documentsRequired: 'Please select at least one document',
  howFoundUsRequired: 'Please tell us how you found out about our service',
  applicationMethodRequired: 'Please select how you applied',
  universityNameRequired: 'University name is required',
  universityYearRequired: 'Please select your university year',
  bedroomsMin: 'At least 1 bedroom required',
  bathroomsMin: 'At least 1 bathroom required',
  budgetRequired: 'Budget is required',
  moveInRequired: 'Move-in date is required',
  moveInPast: 'Move-in date cannot be in the past: choose today or a later date',
  contractDurationRequired: 'Contract duration is required',
  sponsorshipAmountNegative: 'Sponsorship amount cannot be negative',
  sponsorshipAmountWhole: 'Enter the sponsorship amount as a whole number of pounds',
  paymentPlansRequired: 'Please select at least one payment plan',
  educationOfficeRequired: 'Education office name is required when using education office',
  allAdditionalTenants: 'Please provide information for all additional tenants',
  tenantFullName: 'Full name is required',
  tenantNationality: 'Nationality is required',
  tenantUniversity: 'University name is required',
  tenantYear: 'Please select university year',
} as const;

const m = preferencesMessages;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const atMost = (max: number) => `Must be at most ${max} characters`;
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, atMost(max)));
const optionalText = (max: number) => optionalTextSchema(atMost(max), max);
/** A whole number from min to max; above max, the message names the field ('Age must be at most 120'). */
const wholeNumber = (message: string, min: number, max: number, field: string) =>
  z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, `${field} must be at most ${max}`));
const dateText = (message: string) =>
  z.string({ error: message }).check(
    z.regex(isoDate, message),
    z.refine((v) => !Number.isNaN(Date.parse(v)), message),
  );
/** A value that may be left empty: absent, undefined or null all become null. */
const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v) => v ?? null),
  );

const additionalTenantSchema = z.object({
  fullName: requiredText(m.tenantFullName, 100),
  age: wholeNumber(m.minAge, MIN_AGE, 120, 'Age'),
  nationality: requiredText(m.tenantNationality, 100),
  universityName: requiredText(m.tenantUniversity, 200),
  universityYear: z.enum(additionalTenantYears, { error: m.tenantYear }),
});

/** Additional tenants may arrive as a JSON string (older clients send them that way). */
const additionalTenantsSchema = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }),
  z.array(additionalTenantSchema).check(z.maxLength(MAX_TENANTS - 1, m.maxTenants)),
);

/**
 * The four yes/no questions must be answered when preferences are created; when updating existing
 * preferences they may be left empty (null).
 */
const yesNo = (mode: PreferencesMode, message: string) => (mode === 'create' ? z.boolean({ error: message }) : orNull(z.boolean()));

export type PreferencesMode = 'create' | 'update';

/** Saving over existing preferences is an update (the yes/no questions may then stay empty); else a create. */
export const preferencesModeFor = (existing: unknown): PreferencesMode => (existing ? 'update' : 'create');

/** Every question of the form, in the mode saving will use. */
const preferencesFields = (mode: PreferencesMode) =>
  z.object({
    numberOfTenants: z.coerce
      .number({ error: m.minTenants })
      .check(z.int(m.minTenants), z.gte(1, m.minTenants), z.lte(MAX_TENANTS, m.maxTenants)),
    additionalTenants: z._default(additionalTenantsSchema, []),
    contactNumber: requiredText(m.contactRequired, 40).check(z.regex(/^[0-9+\s\-()]+$/, m.contactCharacters)),
    age: wholeNumber(m.minAge, MIN_AGE, 120, 'Age'),
    nationality: requiredText(m.nationalityRequired, 100),
    financiallySponsored: yesNo(mode, m.sponsoredRequired),
    sponsorshipAmount: orNull(
      z.coerce
        .number()
        .check(
          z.int(m.sponsorshipAmountWhole),
          z.gte(0, m.sponsorshipAmountNegative),
          z.lte(1_000_000, 'Sponsorship amount must be at most 1000000'),
        ),
    ),
    hasUkBankAccount: yesNo(mode, m.bankAccountRequired),
    documents: z.array(z.enum(documentOptions), { error: m.documentsRequired }).check(z.minLength(1, m.documentsRequired)),
    visaDuration: optionalText(100),
    howFoundUs: requiredText(m.howFoundUsRequired, 200),
    hasOfferLetter: yesNo(mode, m.offerLetterRequired),
    applicationMethod: z.enum(applicationMethods, { error: m.applicationMethodRequired }),
    educationOfficeName: optionalText(200),
    universityName: requiredText(m.universityNameRequired, 200),
    universityYear: z.enum(universityYears, { error: m.universityYearRequired }),
    bedrooms: wholeNumber(m.bedroomsMin, 1, MAX_BEDROOMS, 'Bedrooms'),
    bathrooms: wholeNumber(m.bathroomsMin, 1, MAX_BATHROOMS, 'Bathrooms'),
    maxBudget: wholeNumber(m.budgetRequired, 1, 1_000_000, 'Budget'),
    moveInDate: dateText(m.moveInRequired),
    contractDuration: wholeNumber(m.contractDurationRequired, 1, 60, 'Contract duration'),
    paymentPlans: z.array(z.enum(paymentPlanOptions), { error: m.paymentPlansRequired }).check(z.minLength(1, m.paymentPlansRequired)),
    specialRequirements: optionalText(NOTES_MAX_LENGTH),
    currentlyRenting: yesNo(mode, m.rentingRequired),
    contractEndDate: orNull(dateText('Enter a valid date')),
    signedNewContract: orNull(z.boolean()),
    goodTenantRecord: orNull(z.boolean()),
  });

export { groupHomeKeys, groupHomeOf, MAX_TENANTS } from './group-home';

interface ConditionalAnswers {
  financiallySponsored: boolean | null;
  sponsorshipAmount: number | null;
  applicationMethod: string;
  educationOfficeName: string | null;
  currentlyRenting: boolean | null;
  contractEndDate: string | null;
  signedNewContract: boolean | null;
}

const checkEducationOffice = (p: ConditionalAnswers, ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void }) => {
  if (p.applicationMethod === 'education office' && !p.educationOfficeName) {
    ctx.addIssue({ code: 'custom', path: ['educationOfficeName'], message: m.educationOfficeRequired, input: p.educationOfficeName });
  }
};

/** Answers to questions that are not shown are not kept. */
const dropHiddenAnswers = <P extends ConditionalAnswers>(p: P): P => ({
  ...p,
  sponsorshipAmount: p.financiallySponsored ? p.sponsorshipAmount : null,
  educationOfficeName: p.applicationMethod === 'education office' ? p.educationOfficeName : null,
  contractEndDate: p.currentlyRenting ? p.contractEndDate : null,
  signedNewContract: p.currentlyRenting ? p.signedNewContract : null,
});

/**
 * What the move-in date is checked against: today's UK date ('2026-03-29'), and the date already saved
 * (null for none). A new date must be today or later; a saved one that has since passed may stay, so an
 * older profile can still be saved.
 */
export interface MoveInDateCheck {
  today: string;
  saved: string | null;
}

/** The move-in-date check at `now` over the saved preferences (null for none). */
export const moveInDateCheck = (now: Date, saved: { moveInDate: string | null } | null | undefined): MoveInDateCheck => ({
  today: ukCalendarDate(now),
  saved: saved?.moveInDate ?? null,
});

export function preferencesSchema(mode: PreferencesMode, moveIn: MoveInDateCheck) {
  return z.pipe(
    preferencesFields(mode).check(
      z.superRefine((p, ctx) => {
        checkEducationOffice(p, ctx);
        // ISO dates compare as text.
        if (p.moveInDate < moveIn.today && p.moveInDate !== moveIn.saved) {
          ctx.addIssue({ code: 'custom', path: ['moveInDate'], message: m.moveInPast, input: p.moveInDate });
        }
        if (p.additionalTenants.length !== p.numberOfTenants - 1) {
          ctx.addIssue({ code: 'custom', path: ['additionalTenants'], message: m.allAdditionalTenants, input: p.additionalTenants });
        }
      }),
    ),
    z.transform(dropHiddenAnswers),
  );
}

/** A co-tenant's own answers: the form without the group's home (groupHomeKeys), which is the leader's. */
export function cotenantPreferencesSchema(mode: PreferencesMode) {
  return z.pipe(z.omit(preferencesFields(mode), groupHomeMask).check(z.superRefine(checkEducationOffice)), z.transform(dropHiddenAnswers));
}

/**
 * The body of a save: the whole form as an object. Its fields are checked by preferencesSchema in the
 * mode the saved data decides (create or update), which only the server knows.
 */
export const preferencesBodySchema = z
  .record(z.string(), z.unknown())
  .check(
    z.describe(
      'The whole preferences form; see the Preferences record for its fields. The four yes/no answers are required on the first save.',
    ),
  );
export type Preferences = z.output<ReturnType<typeof preferencesSchema>>;

/** Entries always number tenants minus 1: new ones are added empty, extra ones trimmed from the end. */
export function resizeAdditionalTenants<T>(current: readonly T[], numberOfTenants: number, empty: () => T): T[] {
  const wanted = Math.max(0, Math.min(MAX_TENANTS, numberOfTenants) - 1);
  return current.length >= wanted ? current.slice(0, wanted) : [...current, ...Array.from({ length: wanted - current.length }, empty)];
}
