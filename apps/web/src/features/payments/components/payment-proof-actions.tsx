import { isCardPayment, paymentMessages, PROOF_VERIFICATION_HOURS, type PaymentRecord } from '@nestway/core/payments';
import { chosenFileProblem, IMAGE_ACCEPT, IMAGE_TYPES } from '@nestway/core/uploads';
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
    const problem = chosenFileProblem(file, { types: IMAGE_TYPES, wrongType: paymentMessages.proofNotImage });
    if (problem) {
      toast({ title: 'Failed to update payment proof', description: problem, variant: 'destructive' });
      return;
    }
    replace.mutate(
      { payment, file, onProgress: sending.onProgress, signal: sending.start() },
      {
        onSuccess: () =>
          toast({
            title: 'Payment proof updated',
            description: `Your updated payment will be reviewed within ${PROOF_VERIFICATION_HOURS} hours.`,
          }),
        onError: (error) => toastError('Failed to update payment proof', error, 'Payment update failed'),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(
      { params: { id: payment.id } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Payment deleted', description: 'You can upload a new payment proof now.' });
        },
        onError: (error) => toastError('Failed to delete payment', error, 'Payment deletion failed'),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {replace.isPending && <UploadProgress value={sending.progress} label="Uploading new payment proof" onCancel={sending.cancel} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden onChange={replaceWith} />
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
          <RefreshCw aria-hidden />
          {replace.isPending ? 'Uploading...' : 'Replace Proof'}
        </Button>
        <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => setConfirming(true)} disabled={busy}>
          <Trash2 aria-hidden />
          Delete Payment
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this payment?"
          description="The payment and its proof image will be removed. You can upload a new proof afterwards."
          confirmLabel="Delete Payment"
          pendingLabel="Deleting..."
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      </div>
    </div>
  );
}
