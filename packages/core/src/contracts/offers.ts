import * as z from 'zod/mini';
import { defineEndpoints, idParams, userIdParams } from '../contract';
import {
  adminOfferRecordSchema,
  createOfferRequestSchema,
  offerListSchema,
  offerRecordSchema,
  respondToOfferRequestSchema,
  withdrawOfferResponseSchema,
} from '../offers';

export const offersApi = defineEndpoints('Offers', {
  mine: {
    method: 'GET',
    path: '/api/users/{userId}/property-offers',
    access: 'client',
    summary: "The client's own offers, newest first, withdrawn ones included; another user's id is 404.",
    params: userIdParams,
    responses: { 200: offerListSchema },
  },
  create: {
    method: 'POST',
    path: '/api/property-offers',
    access: 'client',
    summary:
      'Makes an offer on one of the client’s viewings that has a video: one active (not withdrawn) offer per viewing. The market price is the viewing’s rent.',
    // The spec's body carries marketPrice: accepted and dropped by the parser, never used (see createOfferRequestSchema).
    body: createOfferRequestSchema,
    responses: { 201: offerRecordSchema },
  },
  withdraw: {
    method: 'PUT',
    path: '/api/property-offers/{id}/withdraw',
    access: 'client',
    summary:
      'Withdraws a pending offer. Takes no body (the web sends {}, decision 002). An accepted offer answers 409 with requiresAdminContact: true; a rejected or withdrawn one answers 409.',
    params: idParams,
    responses: { 200: withdrawOfferResponseSchema },
    flaggedRefusals: ['requires_admin_contact'],
  },
  all: {
    method: 'GET',
    path: '/api/admin/property-offers',
    access: 'admin',
    summary: 'Every offer with its property and client: pending ones first (oldest first), then the rest, newest first.',
    responses: { 200: z.array(adminOfferRecordSchema) },
  },
  respond: {
    method: 'PUT',
    path: '/api/admin/property-offers/{id}',
    access: 'admin',
    audit: 'offer.respond',
    summary: 'Accepts or rejects a pending offer, with a response for the client, who is e-mailed.',
    params: idParams,
    body: respondToOfferRequestSchema,
    responses: { 200: adminOfferRecordSchema },
  },
});
