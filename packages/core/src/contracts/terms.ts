import * as z from 'zod/mini';
import { defineEndpoints } from '../contract';
import { signTermsRequestSchema, termsSignatureRecordSchema } from '../terms';

export const termsApi = defineEndpoints('Terms & Conditions', {
  mySignature: {
    method: 'GET',
    path: '/api/terms-and-conditions',
    access: 'client',
    summary: "The client's signature of the terms in force, or null.",
    responses: { 200: z.nullable(termsSignatureRecordSchema) },
  },
  sign: {
    method: 'POST',
    path: '/api/terms-and-conditions',
    access: 'client',
    audit: 'terms.sign',
    summary: 'Signs the terms in force, recording the IP address and browser as evidence.',
    body: signTermsRequestSchema,
    responses: { 201: termsSignatureRecordSchema },
  },
});
