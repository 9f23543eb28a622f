import { locale } from '@/i18n/locale';
import { authApi } from '@nestway/core/contracts/auth';
import { groupsApi } from '@nestway/core/contracts/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { useRefreshCurrentUser } from './auth';

/** The user's group (leader, co-tenant or none), its members and, for the leader, the invitations. */
export const useMyGroup = () => useApiQuery(groupsApi.mine);

/** What an invitation link shows before registering; an unknown or used token is a 404. */
export const useInvitation = (token: string) =>
  useApiQuery(groupsApi.invitation, { params: { token }, enabled: token !== '', staleTime: Infinity });

/** Sends the leader's invitations; the group's invitation list is read again afterwards. */
export const useInviteCotenants = () => useApiMutation(groupsApi.invite, { invalidates: [groupsApi.mine] });

export interface CotenantRegistration {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  invitationToken: string;
}

/**
 * Registers with the invitation (the link proves the e-mail, so the account is signed in at once),
 * then joins the group. The new session is read into the cache before the caller moves on.
 */
export function useRegisterCotenant() {
  const queryClient = useQueryClient();
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (input: CotenantRegistration) => {
      await callEndpoint(authApi.register, { body: { ...input, locale } });
      await callEndpoint(groupsApi.acceptInvitation, { body: { invitationToken: input.invitationToken } });
    },
    onSuccess: async () => {
      await refreshCurrentUser();
      await invalidateEndpoints(queryClient, [groupsApi.mine]);
    },
  });
}
