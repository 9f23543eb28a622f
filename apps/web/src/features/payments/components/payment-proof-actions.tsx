import * as m from '@nestway/core/i18n/messages';
import { isCardPayment, PROOF_VERIFICATION_HOURS, type PaymentRecord } from '@nestway/core/payments';
import { IMAGE_ACCEPT } from '@nestway/core/uploads';
import { formatNumber } from '@/i18n/format';
import { proofImageProblem } from './proof-image-problem';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDeletePayment, useReplacePaymentProof } from '@/queries/payments';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useUploadControl } from '@/lib/use-upload-control';
import { toast, toastError } from '@/components/ui/use-toast';

/** Only a bank transfer's proof, and only while the payment is pending, may be replaced or deleted. */
export const isProofChangeable = (payment: PaymentRecord) =>
  payment.status === 'pending' && payment.method !== 'card' && !isCardPayment(payment.notes);

/** Replace Proof (an image, with progress) and Delete Payment (after confirmation) for a pending bank transfer. */
export function PaymentProofActions({ payment }: { payment: PaymentRecord }) {
  const replace = useReplacePaymentProof();
  const remove = useDeletePayment();
  const fileInput = useRef<HTMLInputElement>(null);
  const sending = useUploadControl();
  const [confirming, setConfirming] = useState(false);
  const busy = replace.isPending || remove.isPending;

  const replaceWith = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = proofImageProblem(file);
    if (problem) {
      toast({ title: m.onboarding_payment_update_failed(), description: problem, variant: 'destructive' });
      return;
    }
    replace.mutate(
      { payment, file, onProgress: sending.onProgress, signal: sending.start() },
      {
        onSuccess: () =>
          toast({
            title: m.onboarding_payment_proof_updated(),
            description: m.onboarding_payment_proof_updated_text({ hours: formatNumber(PROOF_VERIFICATION_HOURS) }),
          }),
        onError: (error) => toastError(m.onboarding_payment_update_failed(), error, m.onboarding_payment_update_failed_fallback()),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(
      { params: { id: payment.id } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: m.onboarding_payment_deleted(), description: m.onboarding_payment_deleted_text() });
        },
        onError: (error) => toastError(m.onboarding_payment_delete_failed(), error, m.onboarding_payment_delete_failed_fallback()),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {replace.isPending && (
        <UploadProgress value={sending.progress} label={m.onboarding_payment_uploading_new_proof()} onCancel={sending.cancel} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden onChange={replaceWith} />
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
          <RefreshCw aria-hidden />
          {replace.isPending ? m.onboarding_payment_uploading() : m.onboarding_payment_replace_proof()}
        </Button>
        <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => setConfirming(true)} disabled={busy}>
          <Trash2 aria-hidden />
          {m.onboarding_payment_delete()}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={m.onboarding_payment_delete_title()}
          description={m.onboarding_payment_delete_text()}
          confirmLabel={m.onboarding_payment_delete()}
          pendingLabel={m.onboarding_payment_deleting()}
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      </div>
    </div>
  );
}
