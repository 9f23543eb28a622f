import { paths } from '@nestway/core/web-routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { preloadScreens } from './lazy-screen';
import { routes } from './routes';

/**
 * The sign-in screens, rendered at build time as they first appear, so that the form paints before any
 * script runs; main.tsx then hydrates them. Only screens whose first render depends on nothing but
 * the path belong here (no session, no stored state): the server answers a request with a query
 * string with the shell instead.
 */
const PRERENDERED_SCREENS = [paths.login, paths.register, paths.adminLogin, paths.forgotPassword];

export interface RenderedScreen {
  path: string;
  /** The markup of the root element. */
  body: string;
}

/** Renders each screen with the tree main.tsx hydrates, its lazy chunks loaded first. */
export async function renderAppScreens(): Promise<RenderedScreen[]> {
  const rendered: RenderedScreen[] = [];
  for (const path of PRERENDERED_SCREENS) {
    await preloadScreens(matchRoutes(routes, path) ?? []);
    const body = renderToString(
      <StrictMode>
        <StaticRouter location={path}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </StrictMode>,
    );
    rendered.push({ path, body });
  }
  return rendered;
}
