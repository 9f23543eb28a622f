import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec part 2: a read is fresh for 30 seconds, unless its hook names one of the spec's exceptions. */
const DEFAULT_STALE_TIME = 30_000;

/** A read is never read again on its own: no refetch interval, no refetch on focus, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: DEFAULT_STALE_TIME,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
