import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SitePage } from './site-page';
import '../styles.css';

/**
 * Takes over a pre-rendered public page: React attaches to the same markup, without the app's router.
 * Each page has its own entry (site/entries), so it loads its own code and nothing else.
 */
export function hydrateSitePage(Page: ComponentType) {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <SitePage pathname={window.location.pathname} Page={Page} />
    </StrictMode>,
  );
}
