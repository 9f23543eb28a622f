import type { CurrentUser } from '@nestway/core/auth';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { STALE_30_SECONDS } from './query-client';

export const currentUserQueryKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser(options: { staleTime?: number } = {}) {
  return useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
    staleTime: options.staleTime ?? STALE_30_SECONDS,
  });
}
