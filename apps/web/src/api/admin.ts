import type { PaymentMethod } from '@nestway/core/payments';
import { adminApi } from '@nestway/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToEndpoint } from '@/lib/api-client';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { STALE_30_SECONDS } from '@/lib/query-client';

/** Every tenant account, newest first. */
export const useClients = () => useApiQuery(adminApi.listClients, { staleTime: STALE_30_SECONDS });

/** One client's record; under the client list's key, so invalidating the list refreshes both. */
export const useClientDetail = (id: string) => useApiQuery(adminApi.clientDetail, { params: { id }, staleTime: STALE_30_SECONDS });

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
