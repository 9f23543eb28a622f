import { termsApi } from '@nestway/core/contracts/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignTermsRequest } from '@nestway/core/terms';
import { callEndpoint } from '@/lib/api-client';
import { setEndpointData, useApiQuery } from '@/lib/api-hooks';

/** The user's signature of the current terms, or null when not signed yet. */
export const useTermsSignature = () => useApiQuery(termsApi.mySignature);

export function useSignTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignTermsRequest) => callEndpoint(termsApi.sign, { body }),
    onSuccess: (record) => setEndpointData(queryClient, termsApi.mySignature, record),
  });
}
