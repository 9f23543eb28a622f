import * as m from '@nestway/core/i18n/messages';

/**
 * The session layout's options on /preferences (app/routes.tsx): the signed-in user stays fresh 5 minutes
 * there (30 seconds elsewhere, spec part 1), and while it is read the spinner already says what loads.
 * Only the route table imports it, so it costs the app's shell no chunk of its own.
 */
export const preferencesSession = {
  userStaleTime: 5 * 60_000,
  // Read when the route table is made, in the build's one language.
  get loadingLabel() {
    return m.prefs_page_loading();
  },
};
