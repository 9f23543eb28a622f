import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiRequest<{ success: true }>('POST', '/api/auth/reset-password', input);

/** Sets the new password. The server ends every session of the account, so the cached user is read again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
