import { defineEndpoints } from '../contract';
import { accountLocaleSchema } from '../account-locale';

/** The language of the signed-in account (docs/decisions/039-languages.md). */
export const accountLocaleApi = defineEndpoints('Account', {
  update: {
    method: 'PUT',
    path: '/api/account/locale',
    access: 'user',
    summary:
      "Sets the signed-in user's language (en, zh, hi, ur or ar; any other is 400 validation_failed): the client's screens " +
      'and every e-mail written to them from then on. Staff may set theirs, but the back office and e-mails to staff stay English.',
    body: accountLocaleSchema,
    responses: { 200: accountLocaleSchema },
  },
});
