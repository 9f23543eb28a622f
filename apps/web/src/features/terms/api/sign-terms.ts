import type { signTermsRequestSchema, TermsSignatureRecord } from '@nestway/core/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { termsSignatureQueryKey } from './get-terms-signature';

export type SignTermsInput = z.output<typeof signTermsRequestSchema>;

export const signTerms = (input: SignTermsInput) => apiRequest<TermsSignatureRecord>('POST', '/api/terms-and-conditions', input);

export function useSignTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signTerms,
    onSuccess: (record) => queryClient.setQueryData(termsSignatureQueryKey, record),
  });
}
