import type { CurrentUser } from '@nestway/core/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getQueryFn } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/**
 * Reads the signed-in user afresh into the cache. Screens that sign a user in await it before moving
 * on, so the next screen never sees the signed-out answer cached from before.
 */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery<CurrentUser | null>({
        queryKey: currentUserQueryKey,
        queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
        staleTime: 0,
      }),
    [queryClient],
  );
}
