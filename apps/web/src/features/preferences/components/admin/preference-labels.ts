import { howFoundUsLabels, labelOf, tenantYearLabels, universityYearLabels } from '../option-labels';

/** How the admin screens word the stored preference values. */

export const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');

export const universityYearLabel = (value: string) => labelOf(universityYearLabels, value);
export const tenantYearLabel = (value: string) => labelOf(tenantYearLabels, value);
export const howFoundUsLabel = (value: string) => labelOf(howFoundUsLabels, value);

export const bathroomsLabel = (value: number) => (value >= 3 ? '3+' : String(value));
export const listOrNone = (values: readonly string[]) => (values.length ? values.join(', ') : 'None');
export const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
