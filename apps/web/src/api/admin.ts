import type { QueryOf } from '@nestway/core/contract';
import type { PaymentMethod } from '@nestway/core/payments';
import { adminApi } from '@nestway/core/contracts/admin';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToEndpoint } from '@/lib/api-client';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';

export type ClientListQuery = NonNullable<QueryOf<typeof adminApi.listClients>>;

/**
 * A page of the client list with the summary counts, searched and filtered on the server. While the
 * next page or search loads, the previous answer stays on screen (`isPlaceholderData`).
 */
export const useClientPage = (query: ClientListQuery) => useApiQuery(adminApi.listClients, { query, placeholderData: keepPreviousData });

/** One client's record; under the client list's key, so invalidating the list refreshes both. */
export const useClientDetail = (id: string) => useApiQuery(adminApi.clientDetail, { params: { id } });

export const useSetPaymentAmount = () => useApiMutation(adminApi.setPaymentAmount, { invalidates: [adminApi.clientDetail] });

export interface PaymentOverrideInput {
  amount: string;
  notes: string;
  method: PaymentMethod;
  proofImage: File | null;
}

/** Records (or verifies) the client's payment; the proof, when given, is sent with upload progress. */
export function useOverridePayment(userId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentOverrideInput) => {
      const form = new FormData();
      form.append('amount', input.amount);
      form.append('notes', input.notes);
      form.append('method', input.method);
      if (input.proofImage) form.append('proofImage', input.proofImage);
      return uploadToEndpoint(adminApi.overridePayment, { params: { id: userId }, form, onProgress });
    },
    onSuccess: () => invalidateEndpoints(queryClient, [adminApi.clientDetail]),
  });
}
