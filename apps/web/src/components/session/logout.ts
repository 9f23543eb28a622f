import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogoutCall } from '@/queries/auth';
import { toastError } from '@/components/ui/use-toast';
import { clearEmailJustVerified } from '@/lib/pending-verification';
import type { LandingNotice } from '@/components/layout/landing-notice';

/**
 * Leaves for the home page, with a notice if given, then forgets everything read while signed in: after
 * the session ended (a sign-out, the account deleted).
 */
export function useLeaveSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (notice?: string) => {
    clearEmailJustVerified();
    // Leave the guarded screen first: dropping the cache under it would make it redirect to a login page.
    await navigate(paths.home, { replace: true, state: notice ? ({ notice } satisfies LandingNotice) : null });
    queryClient.removeQueries();
  };
}

/** Ends the session, leaves for the home page, then forgets everything read while signed in. */
export function useLogout() {
  const leave = useLeaveSignedIn();
  const logout = useLogoutCall();
  return {
    isPending: logout.isPending,
    logout: () => logout.mutate({}, { onSuccess: () => leave(), onError: (error) => toastError(m.common_error_title(), error) }),
  };
}
