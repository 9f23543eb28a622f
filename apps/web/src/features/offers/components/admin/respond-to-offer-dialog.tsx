import { formatMoney } from '@nestway/core/money';
import { respondToOfferRequestSchema, type AdminOfferRecord } from '@nestway/core/offers';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { useRespondToOffer } from '@/queries/offers';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/use-toast';

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
  const words = wording[answer ?? 'accepted'];
  return (
    <FormDialog
      open={answer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      description={`${offer.user.fullName} offered ${formatMoney(offer.offerPence)} per month for ${offer.propertyViewing.propertyAddress}. They will be e-mailed your answer.`}
      schema={respondToOfferRequestSchema}
      defaultValues={{ status: answer ?? undefined, adminResponse: '' }}
      onSubmit={(body) =>
        respond
          .mutateAsync({ params: { id: offer.id }, body })
          .then(() => toast({ title: wording[body.status].done, description: `${offer.user.fullName} has been e-mailed.` }))
      }
      failureTitle="Failed to update offer"
      submitLabel={words.button}
      pendingLabel={words.pending}
      submitVariant={answer === 'rejected' ? 'danger' : 'primary'}
    >
      {(form) => (
        <FormField label="Response to the client (optional)" error={form.formState.errors.adminResponse?.message}>
          <TextArea rows={3} maxLength={NOTES_MAX_LENGTH} {...form.register('adminResponse')} />
        </FormField>
      )}
    </FormDialog>
  );
}
