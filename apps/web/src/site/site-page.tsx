import type { ComponentType } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { NavigationProvider } from '@/components/navigation/site-link';

/** A public page as pre-rendered and hydrated: the site's frame, links that load a new document. */
export function SitePage({ pathname, Page }: { pathname: string; Page: ComponentType }) {
  return (
    <NavigationProvider pathname={pathname}>
      <SiteFrame>
        <Page />
      </SiteFrame>
    </NavigationProvider>
  );
}
