import { formatMoney, parsePounds } from '@nestway/core/money';

/** "£950.00 per month" from the API's decimal string, or null when no rent was given. */
function rentPerMonth(rentAmount: string | null): string | null {
  const pence = rentAmount === null ? null : parsePounds(rentAmount);
  return pence === null ? null : `${formatMoney(pence)} per month`;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "Flat · 2 bedrooms · 1 bathroom · £950.00 per month": what a viewing's property is, in one line. */
export function propertyFacts(property: { propertyType: string; bedrooms: number; bathrooms: number; rentAmount: string | null }): string {
  return [
    property.propertyType,
    plural(property.bedrooms, 'bedroom'),
    plural(property.bathrooms, 'bathroom'),
    rentPerMonth(property.rentAmount),
  ]
    .filter(Boolean)
    .join(' · ');
}
