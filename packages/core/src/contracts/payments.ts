import * as z from 'zod/mini';
import { defineEndpoints, idParams } from '../contract';
import {
  paymentListSchema,
  paymentProofFieldsSchema,
  paymentRecordSchema,
  remainingFeeSchema,
  verifyPaymentRequestSchema,
} from '../payments';
import { IMAGE_TYPES, IMAGE_UPLOAD_LABEL } from '../uploads';

const proofImage = { name: 'proofImage', description: `The proof image (${IMAGE_UPLOAD_LABEL}).` };

export const paymentsApi = defineEndpoints('Payments', {
  mine: {
    method: 'GET',
    path: '/api/payments',
    access: 'client',
    summary: "The tenant's payments, newest first; a co-tenant gets the group leader's, who pays for the group.",
    responses: { 200: paymentListSchema },
  },
  remainingFee: {
    method: 'GET',
    path: '/api/payments/remaining-fee',
    access: 'client',
    summary:
      'The rest of the service fee: the full fee for the number of applicants (£400, £450, £500) less the upfront fee once paid; due once an offer of the client or their group is accepted.',
    responses: { 200: remainingFeeSchema },
  },
  payByBankTransfer: {
    method: 'POST',
    path: '/api/payments',
    access: 'client',
    audit: 'payment.proof.upload',
    summary:
      "Records a bank-transfer payment with its proof, pending review: type 'initial' for the upfront fee, 'balance' for the rest of the fee once it is due.",
    multipart: { fields: paymentProofFieldsSchema, files: [{ ...proofImage, required: true }] },
    responses: { 201: paymentRecordSchema },
  },
  replaceProof: {
    method: 'PUT',
    path: '/api/payments/{id}',
    access: 'client',
    audit: 'payment.proof.replace',
    summary: 'Replaces the proof of a pending bank-transfer payment; amount and type may be sent and are not used.',
    params: idParams,
    multipart: {
      fields: z.object({ amount: z.optional(z.string()), type: z.optional(z.string()) }),
      files: [{ ...proofImage, required: true }],
    },
    responses: { 200: paymentRecordSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/payments/{id}',
    access: 'client',
    summary: 'Deletes a pending bank-transfer payment and its proof.',
    params: idParams,
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
  review: {
    method: 'PUT',
    path: '/api/payments/{id}/verify',
    access: 'admin',
    audit: 'payment.verify',
    summary: 'The admin verifies or rejects a pending payment; the client is e-mailed.',
    params: idParams,
    body: verifyPaymentRequestSchema,
    responses: { 200: paymentRecordSchema },
  },
  proofFile: {
    method: 'GET',
    path: '/uploads/{prefix}/{name}',
    access: 'user',
    audit: 'payment.proof.read',
    summary:
      'A payment proof, to its owner and to admins only: an image is shown inline, any other file is an attachment of no declared type.',
    params: z.object({ prefix: z.string().check(z.maxLength(64)), name: z.string().check(z.maxLength(64)) }),
    responses: { 200: 'file' },
    downloadTypes: [...IMAGE_TYPES, 'application/octet-stream'],
  },
});
