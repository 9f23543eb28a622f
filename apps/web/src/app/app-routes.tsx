import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoutes, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { preloadScreens } from './lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * A new screen opens at its top; going back or forward leaves the browser to restore the position. A
 * change of the address's query alone (a filter, a page of a list) is the same screen and keeps its
 * place: the admin's summary cards scroll the client table into view as they filter it.
 */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * On each navigation the chunks of every route the address matches start loading together, so a
 * screen's chunk does not wait for its layouts' (the session layout first reads the user).
 */
function PreloadMatchedScreens({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  useEffect(() => void preloadScreens(matchRoutes(routes, location) ?? []), [routes, location]);
  return null;
}

/** The screen of `routes` that matches the router's location, with the app's loading and failure states. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const screen = useRoutes(routes);
  return (
    <ScreenErrorBoundary>
      <ScrollToTopOnNavigation />
      <PreloadMatchedScreens routes={routes} />
      <Suspense fallback={<PageSpinner />}>{screen}</Suspense>
    </ScreenErrorBoundary>
  );
}
