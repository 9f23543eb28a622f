import { languageTag } from './locale';

let numbers: Intl.NumberFormat | undefined;
/**
 * A number in the build's language. A module of its own (format.ts re-exports it), so that the
 * sign-in screens, which format only numbers, do not load the date and money formatters.
 */
export const formatNumber = (value: number) => (numbers ??= new Intl.NumberFormat(languageTag)).format(value);
