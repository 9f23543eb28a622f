import type { TermsSignatureRecord } from '@nestway/core/terms';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

export const termsSignatureQueryKey = ['/api/terms-and-conditions'] as const;

/** The user's signature of the current terms, or null when not signed yet. */
export const useTermsSignature = () => useQuery<TermsSignatureRecord | null>({ queryKey: termsSignatureQueryKey, staleTime: STALE_30_SECONDS });
