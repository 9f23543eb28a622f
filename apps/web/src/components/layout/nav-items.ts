import { paths } from '@nestway/core/web-routes';

/** The site's pages, as listed in the top navigation bar and the footer. */
export const pageLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
] as const;

/** The account links beside the pages, shown as buttons. */
export const accountLinks = {
  login: { label: 'LOGIN', to: paths.login },
  register: { label: 'GET STARTED', to: paths.register },
} as const;
