import type { PaymentMethod } from '@nestway/core/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { uploadForm } from '@/lib/upload';
import { clientDetailQueryKey } from './get-client-detail';

export interface PaymentOverrideInput {
  amount: string;
  notes: string;
  method: PaymentMethod;
  proofImage: File | null;
}

const overrideAnswerSchema = z.object({ payment: z.object({ id: z.string() }) });

/** Records (or verifies) the client's payment; the proof, when given, is sent with upload progress. */
export function overridePayment(userId: string, input: PaymentOverrideInput, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('amount', input.amount);
  form.append('notes', input.notes);
  form.append('method', input.method);
  if (input.proofImage) form.append('proofImage', input.proofImage);
  return uploadForm<unknown>('POST', `/api/admin/users/${encodeURIComponent(userId)}/payment-override`, form, onProgress).then((answer) =>
    overrideAnswerSchema.parse(answer),
  );
}

export function useOverridePayment(userId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentOverrideInput) => overridePayment(userId, input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientDetailQueryKey(userId) }),
  });
}
