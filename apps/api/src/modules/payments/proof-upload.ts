import { paymentMessages } from '@nestway/core/payments';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { IMAGE_TYPES, receiveMultipart, type MultipartBody, type StoredUpload } from '../../lib/uploads';

export const PROOF_PREFIX = 'payment-proofs';
const PROOF_FIELD = 'proofImage';

/** Streams the proof image into storage (images only, checked from the bytes; 10 MB). */
export const receiveProof = (ctx: AppContext, request: FastifyRequest): Promise<MultipartBody> =>
  receiveMultipart(request, ctx.storage, { prefix: PROOF_PREFIX, allowedTypes: IMAGE_TYPES, typeMessage: paymentMessages.proofNotImage });

/** The stored proof, or a 400 when the form carried none. The caller discards the uploads on any error. */
export function requireProof(files: readonly StoredUpload[]): StoredUpload {
  const proof = files.find((file) => file.field === PROOF_FIELD);
  if (!proof) throw badRequest(paymentMessages.proofMissing);
  return proof;
}
