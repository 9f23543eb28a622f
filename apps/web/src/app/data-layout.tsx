import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { PageSpinner } from '@/components/ui/spinner';

/**
 * One cache for the whole visit: moving from the sign-in screen to the dashboard keeps what was read.
 * (Tests of the whole route table clear it, as each test is a visit of its own.)
 */
export const visitQueryClient = createQueryClient();

/** The toaster's code (Radix) loads with the first toast, not with the screen. */
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The signed-in screens' layout route (app/routes.tsx) comes in this chunk: every screen that talks to
 * the API loads it anyway, and a chunk of its own would cost each signed-in screen a request.
 */
export { RequireSession } from '@/components/session/require-session';

/**
 * The query cache and the toaster, for every screen that talks to the API. It is a lazy layout route,
 * so the public pages, which only show content, load neither.
 */
export function DataLayout() {
  const hasToasts = useToasts().length > 0;
  return (
    <QueryClientProvider client={visitQueryClient}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {hasToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
