import { DEFAULT_LOCALE, type Locale } from '@nestway/core/locales';
import type { CurrentUser } from '@nestway/core/auth';
import { useEffect } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { canShowLanguage, showLanguage } from '@/i18n/choose-locale';
import { locale } from '@/i18n/locale';

/**
 * The language a signed-in user's screens must be in: a client's account language, English for staff
 * (the back office stays English). Signing in on a page of another language, or on another device, lands here.
 */
export function languageToShow(user: CurrentUser): Locale | null {
  const wanted = user.isAdmin ? DEFAULT_LOCALE : user.locale;
  return wanted !== locale && canShowLanguage(wanted) ? wanted : null;
}

/** Loads the page again in the account's language, with a spinner meanwhile. */
export function ShowLanguage({ locale: wanted }: { locale: Locale }) {
  useEffect(() => showLanguage(wanted), [wanted]);
  return <PageSpinner />;
}
