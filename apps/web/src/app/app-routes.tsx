import { Suspense, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** A new screen opens at its top; going back or forward leaves the browser to restore the position. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** The screen of `routes` that matches the router's location, with the app's loading and failure states. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const screen = useRoutes(routes);
  return (
    <ScreenErrorBoundary>
      <ScrollToTopOnNavigation />
      <Suspense fallback={<PageSpinner />}>{screen}</Suspense>
    </ScreenErrorBoundary>
  );
}
