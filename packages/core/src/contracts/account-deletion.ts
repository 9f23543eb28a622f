import { deleteAccountRequestSchema, deleteAccountResponseSchema } from '../account-deletion';
import { defineEndpoints } from '../contract';

/** A client deleting their own account (docs/decisions/034-account-deletion.md). */
export const accountDeletionApi = defineEndpoints('Account', {
  deleteAccount: {
    method: 'DELETE',
    path: '/api/account',
    access: 'client',
    audit: 'account.delete',
    summary:
      "Deletes the signed-in client's account after checking their password (a wrong one is 400 wrong_password and changes " +
      'nothing; tries are throttled as sign-ins are): sessions, records and files go; payments stay as tax records without ' +
      'name, address or link to the account; co-tenants of a group they led become clients of their own and are e-mailed; ' +
      'a confirmation is e-mailed to the deleted address.',
    body: deleteAccountRequestSchema,
    responses: { 200: deleteAccountResponseSchema },
  },
});
