import { paymentMessages } from '@nestway/core/payments';
import { IMAGE_TYPES } from '@nestway/core/uploads';
import { badRequest } from '../../lib/app-error';
import type { StoredUpload, UploadRules } from '../../lib/uploads';

export const PROOF_FIELD = 'proofImage';

/** Payment proofs: images only, checked from the bytes; the size limit is every upload's. */
export const proofUploadRules: UploadRules = {
  prefix: 'payment-proofs',
  allowedTypes: IMAGE_TYPES,
  typeMessage: paymentMessages.proofNotImage,
};

/** The stored proof, or a 400 when the form carried none. The caller discards the uploads on any error. */
export function requireProof(files: readonly StoredUpload[]): StoredUpload {
  const proof = files.find((file) => file.field === PROOF_FIELD);
  if (!proof) throw badRequest(paymentMessages.proofMissing);
  return proof;
}
