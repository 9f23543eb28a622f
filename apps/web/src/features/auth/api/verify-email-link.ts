import { useQuery } from '@tanstack/react-query';
import { useRefreshCurrentUser } from '@/components/session/refresh-current-user';
import { apiGet } from '@/lib/api-client';
import { clearPendingVerification, markEmailJustVerified } from '@/lib/pending-verification';

/**
 * Verifies the e-mailed link, which also signs the user in. A link works once, so this is a query:
 * it runs once per token however often the screen mounts, and never retries.
 */
export function useVerifyEmailLink(token: string) {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useQuery({
    queryKey: ['/api/auth/verify-email', token],
    queryFn: async () => {
      const result = await apiGet<{ success: true }>(`/api/auth/verify-email/${encodeURIComponent(token)}`);
      markEmailJustVerified();
      clearPendingVerification();
      await refreshCurrentUser().catch(() => undefined);
      return result;
    },
    staleTime: Infinity,
  });
}
