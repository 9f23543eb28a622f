import { paths } from '@nestway/core/web-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogoutCall } from '@/queries/auth';
import { toastError } from '@/components/ui/use-toast';
import { clearEmailJustVerified } from '@/lib/pending-verification';

/** Ends the session, leaves for the home page, then forgets everything read while signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogoutCall();
  return {
    isPending: logout.isPending,
    logout: () =>
      logout.mutate(
        {},
        {
          onSuccess: async () => {
            clearEmailJustVerified();
            // Leave the guarded screen first: dropping the cache under it would make it redirect to a login page.
            await navigate(paths.home, { replace: true });
            queryClient.removeQueries();
          },
          onError: (error) => toastError('Error', error),
        },
      ),
  };
}
