import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteFrame } from '@/components/layout/site-frame';
import { NavigationProvider, type SiteLinkProps } from '@/components/navigation/site-link';
import { PageSpinner } from '@/components/ui/spinner';
import { LandingNoticeBar } from '@/components/layout/landing-notice';
import { pagePath } from '@/i18n/paths';

const RouterLink = ({ to, ...props }: SiteLinkProps) => <Link to={to} {...props} />;

/** The public frame inside the app: its links move between screens through the router. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <NavigationProvider pathname={pagePath(pathname)} Link={RouterLink}>
      <SiteFrame>
        <LandingNoticeBar />
        {/* While the next screen's chunk loads, the frame stays and the spinner takes the screen's place. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SiteFrame>
    </NavigationProvider>
  );
}
