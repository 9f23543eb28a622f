import * as z from 'zod/mini';
import { defineEndpoints, idParams } from '../contract';
import { preferencesBodySchema, preferencesSchema } from '../preferences';
import { preferencesRecordSchema } from '../preferences-record';

/**
 * The body as the reference shows it, field by field; the server checks it in the mode the saved data decides, and
 * refuses a move-in date before the day of the request, which a static document cannot state (so no day is checked here).
 */
const documentedPreferences = preferencesSchema('update', { today: '0000-01-01', saved: null }).check(
  z.describe(
    'The whole preferences form. The four yes/no answers (financiallySponsored, hasUkBankAccount, hasOfferLetter, currentlyRenting) are required on the first save and may be null afterwards.',
  ),
);

export const preferencesApi = defineEndpoints('Preferences', {
  mine: {
    method: 'GET',
    path: '/api/preferences',
    access: 'client',
    summary: "The client's preferences, or null before the first save.",
    responses: { 200: z.nullable(preferencesRecordSchema) },
  },
  save: {
    method: 'POST',
    path: '/api/preferences',
    access: 'client',
    summary: 'Saves the whole preferences form; refused once the consultation call is confirmed.',
    body: preferencesBodySchema,
    documentedBody: documentedPreferences,
    responses: { 200: preferencesRecordSchema },
  },
  saveForClient: {
    method: 'PUT',
    path: '/api/admin/users/{id}/preferences',
    access: 'admin',
    audit: 'client.preferences.save',
    summary: "The admin saves a client's preferences, also once they are locked for the client.",
    params: idParams,
    body: preferencesBodySchema,
    documentedBody: documentedPreferences,
    responses: { 200: preferencesRecordSchema },
  },
});
