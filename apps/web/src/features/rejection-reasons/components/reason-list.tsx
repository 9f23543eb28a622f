import { rejectionReasonScopeLabels, type RejectionReason } from '@nestway/core/rejection-reasons';
import { ListChecks, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useDeleteRejectionReason } from '@/queries/rejection-reasons';

/** The saved reasons, each with what it is offered for and Remove (asked first). */
export function ReasonList({ reasons }: { reasons: RejectionReason[] }) {
  const [removing, setRemoving] = useState<RejectionReason | null>(null);
  const remove = useDeleteRejectionReason();

  const onConfirm = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: removing.id } });
      toast({ title: 'Reason Removed', description: answer.message });
      setRemoving(null);
    } catch (error) {
      toastError('Could Not Remove the Reason', error);
    }
  };

  return (
    <SectionCard icon={ListChecks} title="Saved Reasons">
      {reasons.length === 0 ? (
        <p className="text-muted">No saved reasons yet. Add one below, or tick “Save this reason for next time” when rejecting.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200" aria-label="Saved reasons">
          {reasons.map((reason) => (
            <li key={reason.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
              <span className="min-w-0 flex-1 wrap-anywhere text-ink">{reason.text}</span>
              <div className="flex flex-wrap items-center gap-3">
                <Badge tone="neutral">{rejectionReasonScopeLabels[reason.appliesTo]}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-danger"
                  onClick={() => setRemoving(reason)}
                  aria-label={`Remove “${reason.text}”`}
                >
                  <Trash2 aria-hidden />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this reason?"
        description={`“${removing?.text ?? ''}” will no longer be offered when rejecting. Notes already sent keep their words.`}
        confirmLabel="Remove Reason"
        pendingLabel="Removing..."
        onConfirm={() => void onConfirm()}
        pending={remove.isPending}
      />
    </SectionCard>
  );
}
