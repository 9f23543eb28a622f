import type { MyGroup } from '@nestway/core/groups';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

/** The user's place in a group: a co-tenant's payment is made by their group leader. */
export const useMyGroup = () => useQuery<MyGroup>({ queryKey: ['/api/groups/me'], staleTime: STALE_30_SECONDS });
