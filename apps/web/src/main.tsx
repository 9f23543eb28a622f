import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { preloadScreens } from './app/lazy-screen';
import { routes } from './app/routes';
import { rememberLocaleOnClick } from './i18n/choose-locale';
import './styles.css';

rememberLocaleOnClick();

// The first screen's chunks load before anything renders, so no spinner flashes on the way in.
await preloadScreens(matchRoutes(routes, window.location) ?? []);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    {/* A navigation shows the next screen, or its spinner, at once: the address and the screen always agree. */}
    <BrowserRouter useTransitions={false}>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  </StrictMode>
);
// A pre-rendered page (see scripts/prerender.ts) already shows its content: React takes it over, as a
// transition, in slices that leave the main thread free in between (decision 012).
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
