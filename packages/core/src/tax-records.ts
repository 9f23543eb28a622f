/**
 * How long the business keeps a payment's tax record after its client's account is deleted
 * (docs/decisions/034-account-deletion.md). No zod here: the public privacy page reads it.
 */

/** HMRC: business records are kept for 6 years from the end of the tax year they belong to. */
export const TAX_RECORD_YEARS = 6;

/**
 * The last day a payment's tax record must be kept: the end (5 April) of the sixth UK tax year after
 * the one the payment was made in. A tax year runs from 6 April to 5 April; `paidAt` is read in UTC.
 */
export function taxRecordKeepUntil(paidAt: Date): string {
  const year = paidAt.getUTCFullYear();
  const beforeSixthApril = paidAt.getUTCMonth() < 3 || (paidAt.getUTCMonth() === 3 && paidAt.getUTCDate() < 6);
  const taxYearEnds = beforeSixthApril ? year : year + 1;
  return `${taxYearEnds + TAX_RECORD_YEARS}-04-05`;
}
