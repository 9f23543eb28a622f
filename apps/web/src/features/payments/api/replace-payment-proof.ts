import { type PaymentRecord } from '@nestway/core/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/upload';
import { paymentsQueryKey } from './get-payments';

export interface ReplaceProofInput {
  payment: PaymentRecord;
  file: File;
  onProgress: (fraction: number) => void;
}

export function replacePaymentProof({ payment, file, onProgress }: ReplaceProofInput) {
  const form = new FormData();
  form.append('amount', payment.amount);
  form.append('type', payment.type);
  form.append('proofImage', file);
  return uploadForm<PaymentRecord>('PUT', `/api/payments/${encodeURIComponent(payment.id)}`, form, onProgress);
}

export function useReplacePaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replacePaymentProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
