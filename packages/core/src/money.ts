/** Money is integer pence everywhere; these are the only conversions to and from what people see. */

export const DEFAULT_SERVICE_FEE_PENCE = 250_00;

/** The card transaction fee as people read it; cardTransactionFeePence computes it. */
export const CARD_FEE_LABEL = '2.9% + 20p';

/** Card transaction fee: 2.9 % of the base plus 20p, rounded up to the next penny. */
export function cardTransactionFeePence(basePence: number): number {
  assertPence(basePence);
  // 2.9 % as the integer ratio 29/1000 keeps the rounding exact.
  return Math.ceil((basePence * 29) / 1000) + 20;
}

export function cardTotalPence(basePence: number): { baseAmount: number; transactionFee: number; totalAmount: number } {
  const transactionFee = cardTransactionFeePence(basePence);
  return { baseAmount: basePence, transactionFee, totalAmount: basePence + transactionFee };
}

/** £250.00, £1.05, and amounts under £1 in pence: 99p. */
export function formatMoney(pence: number): string {
  assertPence(pence);
  if (pence < 100) return `${pence}p`;
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "250.00" as the API's decimal strings give it. */
export const penceToDecimalString = (pence: number) => (pence / 100).toFixed(2);

/** Parses "250", "250.5" or "250.50" into pence; anything else (more decimals, signs, words) is null. */
export function parsePounds(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function assertPence(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount in pence: ${value}`);
}
