import { adminApi } from '@nestway/core/contracts/admin';
import { paymentsApi } from '@nestway/core/contracts/payments';
import { penceToDecimalString } from '@nestway/core/money';
import type { ClientPaymentType, PaymentMethod, PaymentRecord } from '@nestway/core/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToEndpoint } from '@/lib/upload-to-endpoint';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The user's payments, newest first. */
export const usePayments = () => useApiQuery(paymentsApi.mine);

/** The rest of the service fee, due once an offer is accepted (a co-tenant sees their leader's). */
export const useRemainingFee = ({ enabled = true } = {}) => useApiQuery(paymentsApi.remainingFee, { enabled });

const proofForm = (amount: string, type: string, file: File) => {
  const form = new FormData();
  form.append('amount', amount);
  form.append('type', type);
  form.append('proofImage', file);
  return form;
};

export interface UploadProofInput {
  file: File;
  /** The amount as the page shows it; the server checks it against what it knows is owed and decides the amount. */
  feePence: number;
  type: ClientPaymentType;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Pays by bank transfer: the proof image with upload progress. */
export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, feePence, type, onProgress, signal }: UploadProofInput) =>
      uploadToEndpoint(paymentsApi.payByBankTransfer, {
        form: proofForm(penceToDecimalString(feePence), type, file),
        onProgress,
        signal,
      }),
    onSuccess: () => invalidateEndpoints(queryClient, [paymentsApi.mine, paymentsApi.remainingFee]),
  });
}

export interface ReplaceProofInput {
  payment: PaymentRecord;
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export function useReplacePaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, file, onProgress, signal }: ReplaceProofInput) =>
      uploadToEndpoint(paymentsApi.replaceProof, {
        params: { id: payment.id },
        form: proofForm(payment.amount, payment.type, file),
        onProgress,
        signal,
      }),
    onSuccess: () => invalidateEndpoints(queryClient, [paymentsApi.mine]),
  });
}

export const useDeletePayment = () => useApiMutation(paymentsApi.remove, { invalidates: [paymentsApi.mine] });

/** The admin's decision on one of a client's pending payments. */
export const useReviewPayment = () => useApiMutation(paymentsApi.review, { invalidates: [adminApi.clientDetail] });

export const useSetPaymentAmount = () => useApiMutation(adminApi.setPaymentAmount, { invalidates: [adminApi.clientDetail] });

export interface PaymentOverrideInput {
  amount: string;
  notes: string;
  method: PaymentMethod;
  proofImage: File | null;
  signal?: AbortSignal;
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
      return uploadToEndpoint(adminApi.overridePayment, { params: { id: userId }, form, onProgress, signal: input.signal });
    },
    onSuccess: () => invalidateEndpoints(queryClient, [adminApi.clientDetail]),
  });
}
