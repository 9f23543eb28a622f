import { Link, Outlet, useLocation } from 'react-router';
import { SiteFrame } from '@/components/layout/site-frame';
import { NavigationProvider, type SiteLinkProps } from '@/components/navigation/site-link';

const RouterLink = ({ to, ...props }: SiteLinkProps) => <Link to={to} {...props} />;

/** The public frame inside the app: its links move between screens through the router. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <NavigationProvider pathname={pathname} Link={RouterLink}>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </NavigationProvider>
  );
}
