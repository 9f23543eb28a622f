import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { visitQueryClient } from '@/app/data-layout';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, useToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

interface RenderOptions {
  /** Where the memory router starts: by default the first route's path (inside its layouts), or / for an element. */
  path?: string;
}

const firstPath = (routes: RouteObject[]): string | undefined => {
  const [first] = routes;
  return first && (first.path ?? firstPath(first.children ?? []));
};

/** Closes the toasts a test left open: they live in a module store, not in the rendered tree. */
function dismissAllToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  act(() => result.current.forEach((t) => dismissToast(t.id)));
  unmount();
}

/** Reports each path the router moves to. */
function PathProbe({ onPath }: { onPath: (pathname: string) => void }) {
  onPath(useLocation().pathname);
  return null;
}

/**
 * Renders `routes` (or an element, at any path) as the app does (main.tsx): a fresh query client from
 * createQueryClient, a memory router at `path` and the Toaster. `currentPath()` is the router's path
 * now. Unmounts when the test ends.
 */
export function renderWithProviders(routes: RouteObject[] | ReactElement, { path }: RenderOptions = {}) {
  const table = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  let currentPath = path;
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter useTransitions={false} initialEntries={[path ?? (Array.isArray(routes) ? firstPath(routes) : undefined) ?? '/']}>
        <AppRoutes routes={table} />
        <PathProbe onPath={(pathname) => (currentPath = pathname)} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  onTestFinished(() => {
    cleanup();
    dismissAllToasts();
    // The app's route table has its own cache (app/data-layout.tsx), kept for a whole visit: the next test is another visit.
    visitQueryClient.clear();
  });
  return { ...result, currentPath: () => currentPath };
}
