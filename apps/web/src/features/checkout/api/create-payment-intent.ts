import { INITIAL_PAYMENT_TYPE } from '@nestway/core/payments';
import type { CreatePaymentIntentRequest, PaymentIntentResponse } from '@nestway/core/checkout';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createPaymentIntent = (input: CreatePaymentIntentRequest) => apiRequest<PaymentIntentResponse>('POST', '/api/create-payment-intent', input);

/**
 * The payment intent for this visit of the checkout page. The server decides every amount; the page
 * only sends the fee it shows (pence), which the server compares with its own. One intent per visit:
 * the query is never refetched and is dropped when the page closes.
 */
export function usePaymentIntent(feePence: number) {
  return useQuery({
    queryKey: ['checkout', 'payment-intent', feePence],
    queryFn: () => createPaymentIntent({ amount: feePence, type: INITIAL_PAYMENT_TYPE }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
