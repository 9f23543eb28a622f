import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Freshness used by the spec: 30 s for most reads, 5 min for the user on the preferences page. */
export const STALE_30_SECONDS = 30_000;
export const STALE_5_MINUTES = 5 * 60_000;

/** Data is never stale on its own: no refetch interval, no refetch on focus, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
