import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';

/** The site's pages, as listed in the top navigation bar and the footer. */
export const pageLinks = [
  { label: m.nav_home, to: paths.home },
  { label: m.nav_about, to: paths.about },
  { label: m.nav_contact, to: paths.contact },
] as const;

/** The account links beside the pages, shown as buttons. */
export const accountLinks = {
  login: { label: m.nav_login, to: paths.login },
  register: { label: m.nav_getStarted, to: paths.register },
} as const;
