import type { AdminClientSummary } from '@nestway/core/admin';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

export const clientsQueryKey = ['/api/admin/users'] as const;

/** Every tenant account, newest first (read with the default GET of the query key). */
export const useClients = () => useQuery<AdminClientSummary[]>({ queryKey: clientsQueryKey, staleTime: STALE_30_SECONDS });
