import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientDetailQueryKey } from './get-client-detail';

export interface PaymentReview {
  status: 'verified' | 'rejected';
  notes: string;
}

export const verifyPayment = (paymentId: string, review: PaymentReview) =>
  apiRequest<unknown>('PUT', `/api/payments/${encodeURIComponent(paymentId)}/verify`, review);

/** The admin's decision on one of the client's pending payments. */
export function useVerifyPayment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, review }: { paymentId: string; review: PaymentReview }) => verifyPayment(paymentId, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientDetailQueryKey(userId) }),
  });
}
