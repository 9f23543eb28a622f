import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentsQueryKey } from './get-payments';

export const deletePayment = (paymentId: string) => apiRequest<{ success: true }>('DELETE', `/api/payments/${encodeURIComponent(paymentId)}`);

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
