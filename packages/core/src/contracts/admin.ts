import {
  adminClientDetailSchema,
  adminClientListQuerySchema,
  adminClientPageSchema,
  paymentAmountRequestSchema,
  paymentAmountResponseSchema,
  paymentOverrideFieldsSchema,
  paymentOverrideResponseSchema,
} from '../admin';
import { defineEndpoints, idParams } from '../contract';

export const adminApi = defineEndpoints('Admin: clients', {
  listClients: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary:
      'The client accounts a page at a time, newest first, with their stage and action badges, searched by name or e-mail and ' +
      'filtered by a summary card; with the five summary counts.',
    query: adminClientListQuerySchema,
    responses: { 200: adminClientPageSchema },
  },
  clientDetail: {
    method: 'GET',
    path: '/api/admin/users/{id}',
    access: 'admin',
    summary: "One client's account, preferences, call, payments, terms signature and group.",
    params: idParams,
    responses: { 200: adminClientDetailSchema },
  },
  setPaymentAmount: {
    method: 'PUT',
    path: '/api/admin/users/{id}/payment-amount',
    access: 'admin',
    audit: 'payment.amount.set',
    summary: "Sets the client's service fee in pounds, or null for the default.",
    params: idParams,
    body: paymentAmountRequestSchema,
    responses: { 200: paymentAmountResponseSchema },
  },
  overridePayment: {
    method: 'POST',
    path: '/api/admin/users/{id}/payment-override',
    access: 'admin',
    audit: 'payment.override',
    summary: "Records a payment made outside the app as verified (201), or verifies the client's pending payment with it (200).",
    params: idParams,
    multipart: {
      fields: paymentOverrideFieldsSchema,
      files: [{ name: 'proofImage', required: false, description: 'A proof image (JPEG, PNG, GIF or WebP), up to 10 MB.' }],
    },
    responses: { 200: paymentOverrideResponseSchema, 201: paymentOverrideResponseSchema },
  },
});
