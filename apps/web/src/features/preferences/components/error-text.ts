import * as m from '@nestway/core/i18n/messages';
import { preferencesMessages as p } from '@nestway/core/preferences';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { translateMessages } from '@/lib/translate-messages';

/**
 * The form's refusals in the build's language. The core schema words them in English (the API sends
 * the same words to spec clients); this maps each of those sentences to its message.
 */
const fixed = new Map<string, () => string>([
  [p.maxTenants, m.prefs_error_max_tenants],
  [p.minTenants, m.prefs_error_min_tenants],
  [p.contactRequired, m.prefs_error_contact_required],
  [p.contactCharacters, m.prefs_error_contact_characters],
  [p.minAge, m.prefs_error_min_age],
  [p.nationalityRequired, m.prefs_error_nationality_required],
  [p.sponsoredRequired, m.prefs_error_sponsored_required],
  [p.bankAccountRequired, m.prefs_error_bank_account_required],
  [p.offerLetterRequired, m.prefs_error_offer_letter_required],
  [p.rentingRequired, m.prefs_error_renting_required],
  [p.documentsRequired, m.prefs_error_documents_required],
  [p.howFoundUsRequired, m.prefs_error_how_found_us_required],
  [p.applicationMethodRequired, m.prefs_error_application_method_required],
  [p.universityNameRequired, m.prefs_error_university_name_required],
  [p.universityYearRequired, m.prefs_error_university_year_required],
  [p.bedroomsMin, m.prefs_error_bedrooms_min],
  [p.bathroomsMin, m.prefs_error_bathrooms_min],
  [p.budgetRequired, m.prefs_error_budget_required],
  [p.moveInRequired, m.prefs_error_move_in_required],
  [p.moveInPast, m.prefs_error_move_in_past],
  [p.contractDurationRequired, m.prefs_error_contract_duration_required],
  [p.sponsorshipAmountNegative, m.prefs_error_sponsorship_amount_negative],
  [p.sponsorshipAmountWhole, m.prefs_error_sponsorship_amount_whole],
  [p.paymentPlansRequired, m.prefs_error_payment_plans_required],
  [p.educationOfficeRequired, m.prefs_error_education_office_required],
  [p.allAdditionalTenants, m.prefs_error_all_additional_tenants],
  [p.tenantFullName, m.prefs_error_tenant_full_name],
  [p.tenantNationality, m.prefs_error_nationality_required],
  [p.tenantUniversity, m.prefs_error_university_name_required],
  [p.tenantYear, m.prefs_error_tenant_year],
  ['Enter a valid date', m.prefs_error_valid_date],
]);

/** The refusals that name a limit ('Age must be at most 120'), the limit formatted in the build's language. */
const bounded: [RegExp, (inputs: { max: string }) => string][] = [
  [/^Must be at most (\d+) characters$/, m.prefs_error_at_most_chars],
  [/^Age must be at most (\d+)$/, m.prefs_error_age_max],
  [/^Budget must be at most (\d+)$/, m.prefs_error_budget_max],
  [/^Sponsorship amount must be at most (\d+)$/, m.prefs_error_sponsorship_max],
];

/** A refusal of the preferences form in the build's language; one it does not know stays as it is. */
function preferencesErrorText(message: string): string {
  const known = fixed.get(message);
  if (known) return known();
  for (const [pattern, text] of bounded) {
    const max = pattern.exec(message)?.[1];
    // English keeps the schema's own words, the limit as it writes it.
    if (max !== undefined) return locale === 'en' ? message : text({ max: formatNumber(Number(max)) });
  }
  return message;
}

/** Every refusal in a preferences form's errors, in the build's language (translatedResolver loads it). */
export const translatePreferencesErrors = (errors: unknown) => translateMessages(errors, preferencesErrorText);
