import * as z from 'zod/mini';
import { LOCALES } from './locales';

/**
 * PUT /api/account/locale: the language of the signed-in account (its screens and its e-mails). Apart
 * from locales.ts, which every public page loads and which must not bring zod with it.
 */
export const accountLocaleSchema = z.object({
  locale: z.enum(LOCALES, `The language must be one of ${LOCALES.join(', ')}.`),
});
