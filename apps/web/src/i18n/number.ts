import { languageTag } from './locale';

/**
 * Numbers in the build's language, apart from format.ts so that a screen that shows only numbers (a
 * sign-in screen, on its tight budget) loads neither the dates' nor the money's code. format.ts
 * re-exports it: screens import it from there unless their first load is what counts.
 */
let numbers: Intl.NumberFormat | undefined;
export const formatNumber = (value: number) => (numbers ??= new Intl.NumberFormat(languageTag)).format(value);
