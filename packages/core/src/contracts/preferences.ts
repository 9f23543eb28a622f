import * as z from 'zod/mini';
import { defineEndpoints, idParams } from '../contract';
import { preferencesBodySchema } from '../preferences';
import { preferencesRecordSchema } from '../preferences-record';

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
    responses: { 200: preferencesRecordSchema },
  },
  saveForClient: {
    method: 'PUT',
    path: '/api/admin/users/{id}/preferences',
    access: 'admin',
    summary: "The admin saves a client's preferences, also once they are locked for the client.",
    params: idParams,
    body: preferencesBodySchema,
    responses: { 200: preferencesRecordSchema },
  },
});
