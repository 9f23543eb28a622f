import * as z from 'zod/mini';

/**
 * zod/mini carries no messages (so the browser's bundle stays small; see
 * docs/decisions/012-first-load.md): a rule without its own message would read "Invalid input". The
 * API answers its callers with zod's English messages ("Too big: expected string to have <=200
 * characters"), so it loads them before any schema parses.
 */
z.config(z.locales.en());
