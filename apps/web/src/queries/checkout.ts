import { checkoutApi } from '@nestway/core/contracts/checkout';
import { paymentsApi } from '@nestway/core/contracts/payments';
import type { ClientPaymentType } from '@nestway/core/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { apiQueryKey, invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';

/**
 * The payment intent for this visit of the checkout page. The server decides every amount; the page
 * only sends the fee it shows (pence), which the server compares with its own. One intent per visit:
 * the query is never refetched and is dropped when the page closes.
 */
export function usePaymentIntent(feePence: number, type: ClientPaymentType) {
  const input = { body: { amount: feePence, type } } as const;
  return useQuery({
    queryKey: apiQueryKey(checkoutApi.createIntent, input),
    queryFn: () => callEndpoint(checkoutApi.createIntent, input),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Tells the server a card payment went through; it checks with the provider and records the payment. */
export function useProcessStripeSuccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) => callEndpoint(checkoutApi.processSuccess, { body: { paymentIntentId } }),
    onSettled: () => invalidateEndpoints(queryClient, [paymentsApi.mine]),
  });
}

/** Test mode only: confirms the intent with a test card, as Stripe.js would with a real one. */
export const useConfirmTestPayment = () => useApiMutation(checkoutApi.confirmTestPayment);

/** Whether the app takes cards: set by the deployment, so it stays fresh for the visit. */
export const useCardPayments = () => useApiQuery(checkoutApi.cardPayments, { staleTime: Infinity });
