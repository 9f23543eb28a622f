import { direction } from './locale';

/**
 * A left-to-right value (an amount, a code) inside a sentence of a right-to-left page: kept in its own
 * order by Unicode isolates (LRI ... PDI), as `dir="ltr"` keeps a value that has an element of its own.
 * Left-to-right pages get the text as it is.
 */
export const ltrInText = (text: string) => (direction === 'rtl' ? `\u2066${text}\u2069` : text);
