import type { TermsSignatureRecord } from '@nestway/core/terms';
import { useQuery } from '@tanstack/react-query';
import { STALE_30_SECONDS } from '@/lib/query-client';

/** Whether the current terms are signed: paying needs it. Same cache entry as the terms screen's. */
export const useTermsSignature = () => useQuery<TermsSignatureRecord | null>({ queryKey: ['/api/terms-and-conditions'], staleTime: STALE_30_SECONDS });
