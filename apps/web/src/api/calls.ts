import { callsApi } from '@nestway/core/contracts/calls';
import { useApiQuery } from '@/lib/api-hooks';
import { STALE_30_SECONDS } from '@/lib/query-client';

/** The consultation call that applies to the user (a co-tenant's is their leader's), or null. */
export const useCallSchedule = () => useApiQuery(callsApi.mine, { staleTime: STALE_30_SECONDS });
