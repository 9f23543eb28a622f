import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { rememberLocaleOnClick, rememberPageLocale } from '@/i18n/choose-locale';
import { locale } from '@/i18n/locale';
import { pagePath } from '@/i18n/paths';
import { SitePage } from './site-page';
import '../styles.css';

/**
 * Takes over a pre-rendered public page: React attaches to the same markup, without the app's router.
 * Each page has its own entry (site/entries), so it loads its own code and nothing else.
 */
export function hydrateSitePage(Page: ComponentType) {
  rememberPageLocale(locale);
  rememberLocaleOnClick();
  // As a transition: React takes the page over in slices that leave the main thread free in between.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <SitePage pathname={pagePath(window.location.pathname)} Page={Page} />
      </StrictMode>,
    );
  });
}
