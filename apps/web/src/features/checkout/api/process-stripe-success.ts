import type { ProcessCardSuccessResponse } from '@nestway/core/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const processStripeSuccess = (paymentIntentId: string) =>
  apiRequest<ProcessCardSuccessResponse>('POST', '/api/process-stripe-success', { paymentIntentId });

/** Tells the server a card payment went through; it checks with the provider and records the payment. */
export function useProcessStripeSuccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processStripeSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/payments'] }),
  });
}
