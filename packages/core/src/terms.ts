import { z } from 'zod';

/** A signature of the terms as the API answers it. */
export const termsSignatureRecordSchema = z.object({
  fullName: z.string(),
  signature: z.string(),
  /** ISO instant. */
  signedDate: z.string(),
  termsVersion: z.string(),
});
export type TermsSignatureRecord = z.infer<typeof termsSignatureRecordSchema>;
