import type { ViewingRecord } from '@nestway/core/viewings';
import { Pencil, Plus } from 'lucide-react';
import { useCreateViewing, useUpdateViewing } from '@/queries/viewings';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { emptyViewingForm, viewingFormFrom, viewingFormSchema, ViewingFields, type ViewingFieldsBody } from './viewing-fields';

/** Add Viewing (no `viewing`) or Edit (a viewing) on the client page; Save waits for an address and a date and time. */
export function ViewingDialog({ clientId, viewing }: { clientId: string; viewing?: ViewingRecord }) {
  const create = useCreateViewing();
  const update = useUpdateViewing();

  const save = (body: ViewingFieldsBody) =>
    (viewing ? update.mutateAsync({ params: { id: viewing.id }, body }) : create.mutateAsync({ params: { id: clientId }, body })).then(() =>
      toast({
        title: viewing ? 'Viewing updated' : 'Viewing added',
        description: viewing ? body.propertyAddress : `${body.propertyAddress}: the client has been e-mailed.`,
      }),
    );

  return (
    <FormDialog
      trigger={
        viewing ? (
          <Button variant="outline" size="sm">
            <Pencil aria-hidden />
            Edit <span className="sr-only">viewing of {viewing.propertyAddress}</span>
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden />
            Add Viewing
          </Button>
        )
      }
      title={viewing ? 'Edit Viewing' : 'Add Viewing'}
      description={
        viewing ? 'Times are UK time.' : 'Book a viewing for this client (UK time). They see it on their dashboard and are e-mailed.'
      }
      schema={viewingFormSchema}
      defaultValues={viewing ? viewingFormFrom(viewing) : emptyViewingForm()}
      canSubmit={(values) => values.propertyAddress.trim() !== '' && values.date !== '' && values.time !== ''}
      onSubmit={save}
      failureTitle="Failed to add or update viewing"
      submitLabel="Save Viewing"
      pendingLabel="Saving..."
    >
      {(form) => <ViewingFields form={form} />}
    </FormDialog>
  );
}
