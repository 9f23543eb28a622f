import type { AuthResult } from '@nestway/core/auth';
import type { cotenantRegisterFormSchema } from '@nestway/core/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRefreshCurrentUser } from '@/components/session/refresh-current-user';
import { apiRequest } from '@/lib/api-client';
import { acceptInvitation } from './accept-invitation';
import { myGroupQueryKey } from './get-my-group';

export type CotenantRegistration = z.output<typeof cotenantRegisterFormSchema> & { invitationToken: string };

/**
 * Registers with the invitation (the link proves the e-mail, so the account is signed in at once),
 * then joins the group. The new session is read into the cache before the caller moves on.
 */
export function useRegisterCotenant() {
  const queryClient = useQueryClient();
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (input: CotenantRegistration) => {
      await apiRequest<AuthResult>('POST', '/api/auth/register', input);
      await acceptInvitation(input.invitationToken);
    },
    onSuccess: async () => {
      await refreshCurrentUser();
      await queryClient.invalidateQueries({ queryKey: myGroupQueryKey });
    },
  });
}
