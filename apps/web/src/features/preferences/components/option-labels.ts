import type { LockingStatus } from '@nestway/core/consultations';
import * as m from '@nestway/core/i18n/messages';
import type {
  AdditionalTenantYear,
  ApplicationMethod,
  DocumentOption,
  HowFoundUsChoice,
  PaymentPlanOption,
  UniversityYear,
} from '@nestway/core/preferences';

/**
 * The words shown for the preferences' stored values, in the build's language: the values themselves
 * (core's option lists) are what the database and the API keep. The admin screens read the same
 * labels, in their English build.
 */
export const universityYearLabels = {
  language: m.prefs_year_language,
  foundation: m.prefs_year_foundation,
  year1: m.prefs_year_year1,
  year2: m.prefs_year_year2,
  year3: m.prefs_year_year3,
  postgraduate: m.prefs_year_postgraduate,
} satisfies Record<UniversityYear, () => string>;

export const tenantYearLabels = {
  year1: m.prefs_year_year1,
  year2: m.prefs_year_year2,
  year3: m.prefs_year_year3,
  masters: m.prefs_year_masters,
  phd: m.prefs_year_phd,
} satisfies Record<AdditionalTenantYear, () => string>;

export const howFoundUsLabels = {
  friend: m.prefs_how_found_friend,
  'education-office': m.prefs_how_found_education_office,
} satisfies Record<HowFoundUsChoice, () => string>;

export const documentLabels = {
  'Valid Passport': m.prefs_document_passport,
  'BRP/Sharecode': m.prefs_document_brp,
  Visa: m.prefs_document_visa,
  'School/University Offer Letter': m.prefs_document_offer_letter,
  'Sponsorship Letter': m.prefs_document_sponsorship,
  None: m.prefs_document_none,
} satisfies Record<DocumentOption, () => string>;

export const paymentPlanLabels = {
  Monthly: m.prefs_plan_monthly,
  Quarterly: m.prefs_plan_quarterly,
  '6-months upfront': m.prefs_plan_six_months,
  Yearly: m.prefs_plan_yearly,
} satisfies Record<PaymentPlanOption, () => string>;

export const applicationMethodLabels = {
  'education office': m.prefs_applied_education_office,
  yourself: m.prefs_applied_yourself,
} satisfies Record<ApplicationMethod, () => string>;

/** The Preferences Locked sentence, in the words of the call's state. */
export const lockedExplanations = {
  confirmed: m.prefs_locked_confirmed,
  completed: m.prefs_locked_completed,
} satisfies Record<LockingStatus, () => string>;

/** A stored value's label, or the value itself when it is none of the options (older or hand-entered data). */
export const labelOf = <T extends Record<string, () => string>>(labels: T, value: string) =>
  Object.hasOwn(labels, value) ? labels[value as keyof T]!() : value;
