import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { routes } from './app/routes';
import './styles.css';

/** Resolves once the router has loaded the lazy chunks of the first screen. */
function firstScreenLoaded(router: DataRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const router = createBrowserRouter(routes);
await firstScreenLoaded(router);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// A pre-rendered page (see scripts/prerender.ts) already shows its content: React takes it over.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
