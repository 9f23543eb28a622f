import type { MyGroup } from '@nestway/core/groups';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

export const myGroupQueryKey = ['/api/groups/me'] as const;

/** The signed-in tenant's role in a group (leader, co-tenant or none), its members and invitations. */
export const useMyGroup = () => useQuery<MyGroup>({ queryKey: myGroupQueryKey, staleTime: STALE_30_SECONDS });
