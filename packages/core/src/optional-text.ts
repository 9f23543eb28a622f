import * as z from 'zod/mini';
import { NOTES_MAX_LENGTH } from './text-limits';

/**
 * Optional free text as a form sends it (a note, a reason, a response, a description): trimmed, at
 * most `maxLength` characters, else `tooLong`; missing, null or blank is null.
 */
export const optionalTextSchema = (tooLong: string, maxLength = NOTES_MAX_LENGTH) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(maxLength, tooLong))),
    z.transform((text) => text || null),
  );
