import type { CallScheduleRecord } from '@nestway/core/calls';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

export const callScheduleQueryKey = ['/api/call-schedule'] as const;

/** The consultation call that applies to the user (a co-tenant's is their leader's), or null. */
export const useCallSchedule = () => useQuery<CallScheduleRecord | null>({ queryKey: callScheduleQueryKey, staleTime: STALE_30_SECONDS });
