import { INITIAL_PAYMENT_TYPE, type PaymentRecord } from '@nestway/core/payments';
import { penceToDecimalString } from '@nestway/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/upload';
import { paymentsQueryKey } from './get-payments';

export interface UploadProofInput {
  file: File;
  /** The fee as the page shows it; the server checks it against the fee it knows and decides the amount. */
  feePence: number;
  onProgress: (fraction: number) => void;
}

export function uploadPaymentProof({ file, feePence, onProgress }: UploadProofInput) {
  const form = new FormData();
  form.append('amount', penceToDecimalString(feePence));
  form.append('type', INITIAL_PAYMENT_TYPE);
  form.append('proofImage', file);
  return uploadForm<PaymentRecord>('POST', '/api/payments', form, onProgress);
}

export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPaymentProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
