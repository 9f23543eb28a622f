import { zodResolver } from '@hookform/resolvers/zod';
import { verifyPaymentRequestSchema, type PaymentReviewStatus } from '@nestway/core/payments';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast, toastError } from '@/components/ui/use-toast';
import { useReviewPayment } from '@/queries/payments';
import { TextArea } from '@/components/ui/text-area';
import { useSaveReasonForNextTime } from '@/queries/rejection-reasons';
import { SaveReasonCheckbox, SavedReasonPicker } from '@/components/rejection-reasons/saved-reasons';

const reviewNotesSchema = z.pick(verifyPaymentRequestSchema, { notes: true });

/** Verify or reject a pending payment, with notes the client receives; rejecting asks first. */
export function PaymentReview({ paymentId }: { paymentId: string }) {
  const verify = useReviewPayment();
  const form = useForm({ resolver: zodResolver(reviewNotesSchema), defaultValues: { notes: '' } });
  const [confirmReject, setConfirmReject] = useState(false);
  const saveReason = useSaveReasonForNextTime();
  const [keepReason, setKeepReason] = useState(false);
  const notes = (form.watch('notes') ?? '').trim();

  // mutateAsync, not mutate's callbacks: once reviewed, the refreshed payment no longer shows this
  // form, and callbacks given to mutate are dropped when their component has gone.
  const submit = (status: PaymentReviewStatus) =>
    form.handleSubmit((body) =>
      verify.mutateAsync({ params: { id: paymentId }, body: { status, notes: body.notes } }).then(
        async () => {
          setConfirmReject(false);
          toast({
            title: status === 'verified' ? 'Payment verified' : 'Payment rejected',
            description: 'The client has been notified by email.',
          });
          const reason = body.notes?.trim();
          if (status === 'rejected' && keepReason && reason) await saveReason(reason, 'payment');
        },
        (error: unknown) => toastError('Failed to update payment', error, 'Payment update failed'),
      ),
    )();

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-accent-200 bg-accent-50/60 p-4">
      <SavedReasonPicker kind="payment" onPick={(text) => form.setValue('notes', text, { shouldDirty: true, shouldValidate: true })} />
      <FormField label="Review notes (optional)" error={form.formState.errors.notes?.message}>
        <TextArea {...form.register('notes')} maxLength={NOTES_MAX_LENGTH} placeholder="Shown to the client" className="min-h-20" />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={() => submit('verified')} disabled={verify.isPending}>
          <Check aria-hidden />
          {verify.isPending && !confirmReject ? 'Verifying...' : 'Verify'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirmReject(true)} disabled={verify.isPending}>
          <X aria-hidden />
          Reject
        </Button>
      </div>
      <Dialog open={confirmReject} onOpenChange={setConfirmReject}>
        <DialogContent title="Reject this payment?" description="The client will be told by email and asked to send a new proof.">
          {notes && <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm break-words text-ink">{notes}</p>}
          <SaveReasonCheckbox checked={keepReason} onChange={setKeepReason} disabled={!notes} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={() => submit('rejected')} disabled={verify.isPending}>
              {verify.isPending ? 'Rejecting...' : 'Reject Payment'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
