import type { PaymentRecord } from '@nestway/core/payments';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

export const paymentsQueryKey = ['/api/payments'] as const;

/** The user's payments, newest first. */
export const usePayments = () => useQuery<PaymentRecord[]>({ queryKey: paymentsQueryKey, staleTime: STALE_30_SECONDS });
