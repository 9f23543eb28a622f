import { additionalTenantYears, howFoundUsChoices, universityYears } from '@nestway/core/preferences';

/** How the admin screens word the stored preference values. */

export const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export const universityYearLabel = (value: string) => labelOf(universityYears, value);
export const tenantYearLabel = (value: string) => labelOf(additionalTenantYears, value);
export const howFoundUsLabel = (value: string) => labelOf(howFoundUsChoices, value);

export const bathroomsLabel = (value: number) => (value >= 3 ? '3+' : String(value));
export const listOrNone = (values: readonly string[]) => (values.length ? values.join(', ') : 'None');
export const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
