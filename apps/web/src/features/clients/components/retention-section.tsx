import { retentionHoldRequestSchema, type ClientRetention } from '@nestway/core/retention';
import { RETENTION_WARNING_DAYS } from '@nestway/core/retention-periods';
import { formatUkDate, formatUkDateTime } from '@nestway/core/uk-time';
import { Archive } from 'lucide-react';
import { useState } from 'react';
import { useClientRetention, useSetRetentionHold } from '@/queries/retention';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailSection, Fact, Facts } from '@/components/ui/detail-section';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';

const basisLabels = { completed: 'after the service completed', inactive: 'after a year with no activity' } as const;

/**
 * Retention of the client's documents, payment proofs and shared files (docs/decisions/036-retention.md):
 * when they are due for deletion, and the hold that stops it.
 */
export function RetentionSection({ clientId }: { clientId: string }) {
  const retention = useClientRetention(clientId);
  return (
    <DetailSection title="Retention" icon={<Archive aria-hidden />}>
      <QueryContent query={retention} loading="Loading retention..." failure="Retention could not be loaded.">
        {(answer) => <RetentionFacts clientId={clientId} retention={answer} />}
      </QueryContent>
    </DetailSection>
  );
}

function RetentionFacts({ clientId, retention }: { clientId: string; retention: ClientRetention }) {
  const { hold } = retention;
  return (
    <div className="flex flex-col gap-4">
      <Facts>
        <Fact label="Files due for deletion">
          {hold ? (
            <span className="font-semibold">On hold: nothing is deleted</span>
          ) : retention.hasFiles ? (
            <>
              {formatUkDate(retention.dueAt)} <span className="text-sm text-muted">({basisLabels[retention.basis]})</span>
            </>
          ) : (
            'No files to delete'
          )}
        </Fact>
        <Fact label="Client warned">
          {retention.warnedAt ? formatUkDateTime(retention.warnedAt) : `Not yet (${RETENTION_WARNING_DAYS} days before)`}
        </Fact>
        {hold && (
          <Fact label="Hold" wide>
            Since {formatUkDateTime(hold.since)}
            {hold.by && `, by ${hold.by}`}
            {hold.reason && <span className="block text-sm break-words whitespace-pre-line text-muted">{hold.reason}</span>}
          </Fact>
        )}
        {retention.lastDeletedAt && <Fact label="Files last deleted">{formatUkDateTime(retention.lastDeletedAt)}</Fact>}
      </Facts>
      {hold ? <ReleaseHold clientId={clientId} /> : <PutOnHold clientId={clientId} />}
    </div>
  );
}

function PutOnHold({ clientId }: { clientId: string }) {
  const setHold = useSetRetentionHold();
  return (
    <FormDialog
      trigger={
        <Button variant="outline" className="self-start">
          Put on Hold
        </Button>
      }
      title="Put this client's files on hold?"
      description="Their documents, payment proofs and shared files will not be deleted, and they will not be warned, until the hold is released."
      schema={retentionHoldRequestSchema}
      defaultValues={{ hold: true, reason: '' }}
      onSubmit={(body) =>
        setHold
          .mutateAsync({ params: { id: clientId }, body })
          .then(() => toast({ title: 'Retention on hold', description: 'Nothing will be deleted until you release it.' }))
      }
      failureTitle="Failed to put on hold"
      submitLabel="Put on Hold"
      pendingLabel="Saving..."
    >
      {(form) => (
        <FormField label="Reason (optional)" error={form.formState.errors.reason?.message}>
          <TextArea rows={3} maxLength={500} {...form.register('reason')} placeholder="A dispute, a legal request, a deposit claim..." />
        </FormField>
      )}
    </FormDialog>
  );
}

function ReleaseHold({ clientId }: { clientId: string }) {
  const [open, setOpen] = useState(false);
  const setHold = useSetRetentionHold();
  const release = () =>
    setHold.mutateAsync({ params: { id: clientId }, body: { hold: false } }).then(
      () => {
        setOpen(false);
        toast({ title: 'Hold released', description: 'Retention applies again from the next daily run.' });
      },
      (failure: unknown) => toastError('Failed to release the hold', failure, 'Please try again.'),
    );
  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Release Hold
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Release the hold?"
        description="Retention applies again: the client is warned and their files deleted when they are due."
        confirmLabel="Release Hold"
        pendingLabel="Releasing..."
        onConfirm={() => void release()}
        pending={setHold.isPending}
      />
    </>
  );
}
