import type { TermsSignatureRecord } from '@nestway/core/terms';
import type { termsSignatures } from '../../../db/schema/index';

export const toTermsSignatureRecord = (row: typeof termsSignatures.$inferSelect): TermsSignatureRecord => ({
  fullName: row.fullName,
  signature: row.signature,
  signedDate: row.signedAt.toISOString(),
  termsVersion: row.termsVersion,
});
