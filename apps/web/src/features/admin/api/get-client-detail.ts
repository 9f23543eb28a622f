import type { AdminClientDetail } from '@nestway/core/admin';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';
import { clientsQueryKey } from './get-clients';

/** One client's detail; under the client list's key, so a change to the list's data refreshes both. */
export const clientDetailQueryKey = (id: string) => [...clientsQueryKey, id] as const;

export const useClientDetail = (id: string) => useQuery<AdminClientDetail>({ queryKey: clientDetailQueryKey(id), staleTime: STALE_30_SECONDS });
