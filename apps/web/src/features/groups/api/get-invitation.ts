import type { InvitationLookup } from '@nestway/core/groups';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The invitation a link opens (public): the invited e-mail, the leader and the group size. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['/api/groups/invitation', token],
    queryFn: () => apiGet<InvitationLookup>(`/api/groups/invitation/${encodeURIComponent(token)}`),
    enabled: token !== '',
    staleTime: Infinity,
  });
