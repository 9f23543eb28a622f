import { formatMoney } from '@nestway/core/money';
import type { AdminOfferRecord } from '@nestway/core/offers';
import { useState } from 'react';
import { useRespondToOffer } from '@/api/admin-offers';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';

export type OfferAnswer = 'accepted' | 'rejected';

const wording = {
  accepted: { title: 'Accept this offer?', button: 'Accept Offer', pending: 'Accepting...', done: 'Offer accepted' },
  rejected: { title: 'Reject this offer?', button: 'Reject Offer', pending: 'Rejecting...', done: 'Offer rejected' },
} as const;

/** The admin's answer to a pending offer, with an optional response; the client is e-mailed. Open while `answer` is set. */
export function RespondToOfferDialog({
  offer,
  answer,
  onClose,
}: {
  offer: AdminOfferRecord;
  answer: OfferAnswer | null;
  onClose: () => void;
}) {
  const respond = useRespondToOffer();
  // The last answer chosen, so the dialog keeps its words while it closes.
  const words = wording[answer ?? 'accepted'];
  return (
    <Dialog open={answer !== null} onOpenChange={(next) => !next && !respond.isPending && onClose()}>
      <DialogContent
        title={words.title}
        description={`${offer.user.fullName} offered ${formatMoney(offer.offerPence)} per month for ${offer.propertyViewing.propertyAddress}. They will be e-mailed your answer.`}
      >
        {answer && (
          <ResponseForm
            answer={answer}
            pending={respond.isPending}
            onSubmit={(adminResponse) =>
              respond.mutate(
                { params: { id: offer.id }, body: { status: answer, adminResponse } },
                {
                  onSuccess: () => {
                    toast({ title: wording[answer].done, description: `${offer.user.fullName} has been e-mailed.` });
                    onClose();
                  },
                  onError: (error) => toastError('Failed to update offer', error),
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResponseForm({
  answer,
  pending,
  onSubmit,
}: {
  answer: OfferAnswer;
  pending: boolean;
  onSubmit: (response: string | null) => void;
}) {
  const [response, setResponse] = useState('');
  const words = wording[answer];
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(response.trim() || null);
      }}
    >
      <FormField label="Response to the client (optional)">
        <TextArea rows={3} maxLength={2000} value={response} onChange={(event) => setResponse(event.target.value)} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={answer === 'rejected' ? 'danger' : 'primary'} disabled={pending}>
          {pending ? words.pending : words.button}
        </Button>
      </DialogFooter>
    </form>
  );
}
