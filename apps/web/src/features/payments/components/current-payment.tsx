import { formatMoney } from '@nestway/core/money';
import { isCardPayment, paymentMessages, PROOF_VERIFICATION_HOURS, type PaymentRecord } from '@nestway/core/payments';
import { Receipt, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast, toastError } from '@/components/ui/use-toast';
import { useDeletePayment, useReplacePaymentProof } from '@/api/payments';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { IMAGE_ACCEPT, isImageType } from '@nestway/core/uploads';
import { ReviewStatusBadge } from '@/components/status/review-status-badge';
import { SectionCard } from '@/components/ui/section-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The payment awaiting review: its proof, and (while pending, for a bank transfer) replace or delete. */
export function CurrentPayment({ payment }: { payment: PaymentRecord }) {
  const replace = useReplacePaymentProof();
  const remove = useDeletePayment();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const byCard = payment.method === 'card' || isCardPayment(payment.notes);
  const changeable = payment.status === 'pending' && !byCard;

  const replaceWith = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageType(file.type)) {
      toast({ title: 'Failed to update payment proof', description: paymentMessages.proofNotImage, variant: 'destructive' });
      return;
    }
    setProgress(0);
    replace.mutate(
      { payment, file, onProgress: setProgress },
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
    <SectionCard icon={Receipt} title="Your payment">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {payment.proofImageUrl && (
          <a
            href={payment.proofImageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 self-start rounded-xl ring-1 ring-sand-200"
          >
            <img src={payment.proofImageUrl} alt="Your payment proof" className="h-32 w-32 rounded-xl object-cover" />
            <span className="sr-only"> (opens the full image in a new tab)</span>
          </a>
        )}
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-display text-2xl font-semibold text-brand-900">{formatMoney(payment.amountPence)}</span>
            <ReviewStatusBadge status={payment.status} />
          </div>
          <dl className="grid gap-1 text-sm text-muted">
            <div>
              <dt className="inline">Method: </dt>
              <dd className="inline text-ink">{byCard ? 'Card' : 'Bank transfer'}</dd>
            </div>
            <div>
              <dt className="inline">Submitted: </dt>
              <dd className="inline text-ink">{formatUkDateTime(payment.createdAt)}</dd>
            </div>
          </dl>
          <p className="text-muted">
            {byCard
              ? 'Your card payment was received and is awaiting our final check.'
              : `We are checking your payment and will confirm it within ${PROOF_VERIFICATION_HOURS} hours. Until then you can replace or delete the proof.`}
          </p>
        </div>
      </div>
      {replace.isPending && <Progress value={progress} label="Uploading new payment proof" />}
      {changeable && (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden onChange={replaceWith} />
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={replace.isPending || remove.isPending}>
            <RefreshCw aria-hidden />
            {replace.isPending ? 'Uploading...' : 'Replace Proof'}
          </Button>
          <Button
            variant="ghost"
            className="text-danger hover:bg-red-50"
            onClick={() => setConfirming(true)}
            disabled={replace.isPending || remove.isPending}
          >
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
      )}
    </SectionCard>
  );
}
