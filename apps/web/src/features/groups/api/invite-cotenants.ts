import type { InviteRequest, InviteResponse } from '@nestway/core/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myGroupQueryKey } from './get-my-group';

export const inviteCotenants = (input: InviteRequest) => apiRequest<InviteResponse>('POST', '/api/groups/invite', input);

/** Sends the leader's invitations; the group's invitation list is read again afterwards. */
export function useInviteCotenants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCotenants,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGroupQueryKey }),
  });
}
