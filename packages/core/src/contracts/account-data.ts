import { defineEndpoints } from '../contract';

/** The client's rights over their own data under UK GDPR (docs/decisions/035-data-export.md). */
export const accountDataApi = defineEndpoints('Your data', {
  export: {
    method: 'GET',
    path: '/api/account/export',
    access: 'client',
    audit: 'account.export',
    summary:
      "Everything Nestway holds about the signed-in client, as 'nestway-data-YYYY-MM-DD.zip', streamed: data.json (their " +
      'account, preferences, group, consultation, terms signature, payments, documents, messages, shared files, viewings, ' +
      'offers, e-mails, staff notes, status overrides and audit entries) and their files in folders (documents, ' +
      'payment-proofs, shared-files). A co-tenant gets their own.',
    responses: { 200: 'file' },
    downloadTypes: ['application/zip'],
  },
});
