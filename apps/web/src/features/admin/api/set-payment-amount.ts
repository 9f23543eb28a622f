import type { PaymentAmountResponse } from '@nestway/core/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientDetailQueryKey } from './get-client-detail';

/** A decimal string of pounds ("450.00"), or null for the default fee. */
export const setPaymentAmount = (userId: string, amount: string | null) =>
  apiRequest<PaymentAmountResponse>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/payment-amount`, { amount });

export function useSetPaymentAmount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string | null) => setPaymentAmount(userId, amount),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientDetailQueryKey(userId) }),
  });
}
