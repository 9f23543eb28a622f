import * as z from 'zod/mini';

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

/**
 * £250.00, £1.05, and amounts under £1 in pence: 99p, as the spec writes them. In another language
 * (its BCP 47 tag), as that language writes an amount in GBP: "£250.00" in Chinese, "‏250.00 UK£" in Arabic.
 */
export function formatMoney(pence: number, language?: string): string {
  assertPence(pence);
  if (language && language !== 'en-GB') return new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP' }).format(pence / 100);
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

/** What a pounds field answers when it is wrong, and the amounts it accepts. */
interface PoundsField {
  /** Not an amount in pounds (words, a sign, more than two decimals), or outside the limits. */
  invalid: string;
  /** Missing or blank; `invalid` unless given. */
  required?: string;
  /** The least it accepts, in pence: 0 unless given. */
  minPence?: number;
  /** The most it accepts, in pence: whatever parsePounds reads unless given. */
  maxPence?: number;
}

const isBlank = (value: string | number) => typeof value === 'string' && value.trim() === '';

/** The amount in pence, or z.NEVER with `required` (blank) or `invalid` recorded. */
function readPence(value: string | number, context: z.core.ParsePayload, field: PoundsField) {
  if (isBlank(value)) {
    context.issues.push({ code: 'custom', message: field.required ?? field.invalid, input: value });
    return z.NEVER;
  }
  const pence = parsePounds(typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value);
  if (pence !== null && pence >= (field.minPence ?? 0) && pence <= (field.maxPence ?? Infinity)) return pence;
  context.issues.push({ code: 'custom', message: field.invalid, input: value });
  return z.NEVER;
}

/**
 * Reads an amount in pounds as a person types it ("450", "450.5", " 450.50 " or the number 450.5)
 * into integer pence: the one reader of typed money, so what comes out of a request's parser is pence.
 * `Input` narrows what it takes after a schema that has already insisted on text.
 */
export const penceFromPounds = <Input extends string | number>(field: PoundsField) =>
  z.transform((value: Input, context) => readPence(value, context, field));

/** An amount in pounds, a string or a number, to pence; missing is `required`, as blank is. */
export const poundsToPenceSchema = (field: PoundsField) =>
  z.pipe(z.union([z.string(), z.number()], { error: field.required ?? field.invalid }), penceFromPounds(field));

/** The same for an amount that may be left out: missing, null or blank is null. */
export const optionalPoundsToPenceSchema = (field: Omit<PoundsField, 'required'>) =>
  z.pipe(
    z.nullish(z.union([z.string(), z.number()], { error: field.invalid })),
    z.transform((value, context) => (value === undefined || value === null || isBlank(value) ? null : readPence(value, context, field))),
  );

function assertPence(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount in pence: ${value}`);
}
