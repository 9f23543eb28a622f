import type { ConfirmTestPaymentRequest } from '@nestway/core/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const confirmTestPayment = (input: ConfirmTestPaymentRequest) => apiRequest<{ status: 'succeeded' }>('POST', '/api/test-mode/confirm-payment', input);

/** Test mode only: confirms the intent with a test card, as Stripe.js would with a real one. */
export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
