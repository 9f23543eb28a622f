import * as m from '@nestway/core/i18n/messages';
import { preferencesMessages as p } from '@nestway/core/preferences';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';

/**
 * The form's refusals in the build's language. The core schema words them in English (the API sends
 * the same words to spec clients); this maps each of those sentences to its message.
 */
const fixed = new Map<string, () => string>([
  [p.maxTenants, m.prefs_error_maxTenants],
  [p.minTenants, m.prefs_error_minTenants],
  [p.contactRequired, m.prefs_error_contactRequired],
  [p.contactCharacters, m.prefs_error_contactCharacters],
  [p.minAge, m.prefs_error_minAge],
  [p.nationalityRequired, m.prefs_error_nationalityRequired],
  [p.sponsoredRequired, m.prefs_error_sponsoredRequired],
  [p.bankAccountRequired, m.prefs_error_bankAccountRequired],
  [p.offerLetterRequired, m.prefs_error_offerLetterRequired],
  [p.rentingRequired, m.prefs_error_rentingRequired],
  [p.documentsRequired, m.prefs_error_documentsRequired],
  [p.howFoundUsRequired, m.prefs_error_howFoundUsRequired],
  [p.applicationMethodRequired, m.prefs_error_applicationMethodRequired],
  [p.universityNameRequired, m.prefs_error_universityNameRequired],
  [p.universityYearRequired, m.prefs_error_universityYearRequired],
  [p.bedroomsMin, m.prefs_error_bedroomsMin],
  [p.bathroomsMin, m.prefs_error_bathroomsMin],
  [p.budgetRequired, m.prefs_error_budgetRequired],
  [p.moveInRequired, m.prefs_error_moveInRequired],
  [p.moveInPast, m.prefs_error_moveInPast],
  [p.contractDurationRequired, m.prefs_error_contractDurationRequired],
  [p.sponsorshipAmountNegative, m.prefs_error_sponsorshipAmountNegative],
  [p.sponsorshipAmountWhole, m.prefs_error_sponsorshipAmountWhole],
  [p.paymentPlansRequired, m.prefs_error_paymentPlansRequired],
  [p.educationOfficeRequired, m.prefs_error_educationOfficeRequired],
  [p.allAdditionalTenants, m.prefs_error_allAdditionalTenants],
  [p.tenantFullName, m.prefs_error_tenantFullName],
  [p.tenantNationality, m.prefs_error_nationalityRequired],
  [p.tenantUniversity, m.prefs_error_universityNameRequired],
  [p.tenantYear, m.prefs_error_tenantYear],
  ['Enter a valid date', m.prefs_error_validDate],
]);

/** The refusals that name a limit ('Age must be at most 120'), the limit formatted in the build's language. */
const bounded: [RegExp, (inputs: { max: string }) => string][] = [
  [/^Must be at most (\d+) characters$/, m.prefs_error_atMostChars],
  [/^Age must be at most (\d+)$/, m.prefs_error_ageMax],
  [/^Budget must be at most (\d+)$/, m.prefs_error_budgetMax],
  [/^Sponsorship amount must be at most (\d+)$/, m.prefs_error_sponsorshipMax],
];

/** A refusal of the preferences form in the build's language; one it does not know stays as it is. */
export function preferencesErrorText(message: string): string {
  const known = fixed.get(message);
  if (known) return known();
  for (const [pattern, text] of bounded) {
    const max = pattern.exec(message)?.[1];
    // English keeps the schema's own words, the limit as it writes it.
    if (max !== undefined) return locale === 'en' ? message : text({ max: formatNumber(Number(max)) });
  }
  return message;
}
