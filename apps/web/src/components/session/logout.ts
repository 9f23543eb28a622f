import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { clearEmailJustVerified } from '@/lib/pending-verification';

export const logout = () => apiRequest<{ success: true }>('POST', '/api/auth/logout');

/** Ends the session, leaves for the home page, then forgets everything read while signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      clearEmailJustVerified();
      // Leave the guarded screen first: dropping the cache under it would make it redirect to a login page.
      await navigate(paths.home, { replace: true });
      queryClient.removeQueries();
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
  });
}
