import {
  adminNotesRequestSchema,
  adminNotesResponseSchema,
  adminResetPasswordRequestSchema,
  adminResetPasswordResponseSchema,
  clientDeletedResponseSchema,
} from '../client-account';
import { defineEndpoints, idParams } from '../contract';
import { overrideHistorySchema, statusOverrideRequestSchema, statusOverrideResponseSchema } from '../status-override';

/**
 * The admin's actions on a client's account and application step (docs/decisions/017-status-override.md),
 * and deleting the account (018-deleting-a-client.md).
 */
export const clientAccountApi = defineEndpoints('Admin: client account', {
  saveNotes: {
    method: 'PUT',
    path: '/api/admin/users/{id}/notes',
    access: 'admin',
    audit: 'client.notes.save',
    summary: "Saves the admin team's private notes on the client (blank clears them); never shown to the client.",
    params: idParams,
    body: adminNotesRequestSchema,
    responses: { 200: adminNotesResponseSchema },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/admin/users/{id}/reset-password',
    access: 'admin',
    audit: 'client.password.reset',
    summary: "Sets the client's password (at least 6 characters), ends all their sessions and tells them by e-mail.",
    params: idParams,
    body: adminResetPasswordRequestSchema,
    responses: { 200: adminResetPasswordResponseSchema },
  },
  overrideStatus: {
    method: 'PUT',
    path: '/api/admin/users/{id}/status-override',
    access: 'admin',
    audit: 'client.status.override',
    summary:
      "Sets the client's application step: every earlier step counts as completed, the later ones are left to the records; " +
      'recorded in the override history and e-mailed to the client. A step the client is already at is 409 already_at_step, ' +
      'changing nothing.',
    params: idParams,
    body: statusOverrideRequestSchema,
    responses: { 200: statusOverrideResponseSchema },
  },
  overrideHistory: {
    method: 'GET',
    path: '/api/admin/users/{id}/override-history',
    access: 'admin',
    summary: "The client's status overrides, newest first: who, when, from which step, to which, and why.",
    params: idParams,
    responses: { 200: overrideHistorySchema },
  },
  deleteClient: {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    access: 'admin',
    audit: 'client.delete',
    summary:
      "Deletes the client's account with all of their records, files and sessions. Co-tenants of a group they led keep " +
      'their own accounts, outside any group; an admin account is not a client (404). Takes no body (the web sends {}, decision 002).',
    params: idParams,
    responses: { 200: clientDeletedResponseSchema },
  },
});
