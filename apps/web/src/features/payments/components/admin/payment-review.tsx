import type { PaymentReviewStatus } from '@nestway/core/payments';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { useReviewPayment } from '@/api/payments';
import { TextArea } from '@/components/ui/text-area';

/** Verify or reject a pending payment, with notes the client receives; rejecting asks first. */
export function PaymentReview({ paymentId }: { paymentId: string }) {
  const verify = useReviewPayment();
  const [notes, setNotes] = useState('');
  const [confirmReject, setConfirmReject] = useState(false);
  const notesId = useId();

  // mutateAsync, not mutate's callbacks: once reviewed, the refreshed payment no longer shows this
  // form, and callbacks given to mutate are dropped when their component has gone.
  const submit = (status: PaymentReviewStatus) =>
    verify.mutateAsync({ params: { id: paymentId }, body: { status, notes: notes.trim() } }).then(
      () => {
        setConfirmReject(false);
        toast({
          title: status === 'verified' ? 'Payment verified' : 'Payment rejected',
          description: 'The client has been notified by email.',
        });
      },
      (error: unknown) => toastError('Failed to update payment', error, 'Payment update failed'),
    );

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-accent-200 bg-accent-50/60 p-4">
      <Label htmlFor={notesId}>Review notes (optional)</Label>
      <TextArea
        id={notesId}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={2000}
        placeholder="Shown to the client"
        className="min-h-20"
      />
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
          {notes.trim() && <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm break-words text-ink">{notes.trim()}</p>}
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
