import type { ViewingRecord } from '@nestway/core/viewings';
import { Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useCreateViewing, useUpdateViewing } from '@/api/admin-viewings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import {
  emptyViewingForm,
  hasErrors,
  viewingBody,
  viewingFormFrom,
  ViewingFields,
  type ViewingFieldErrors,
  type ViewingFieldsBody,
} from './viewing-fields';

/** Add Viewing (no `viewing`) or Edit (a viewing) on the client page; Save waits for an address and a date and time. */
export function ViewingDialog({ clientId, viewing }: { clientId: string; viewing?: ViewingRecord }) {
  const [open, setOpen] = useState(false);
  const create = useCreateViewing();
  const update = useUpdateViewing();
  const pending = create.isPending || update.isPending;

  const save = (body: ViewingFieldsBody) => {
    const options = {
      onSuccess: () => {
        toast({
          title: viewing ? 'Viewing updated' : 'Viewing added',
          description: viewing ? body.propertyAddress : `${body.propertyAddress}: the client has been e-mailed.`,
        });
        setOpen(false);
      },
      onError: (error: Error) => toastError('Failed to add or update viewing', error),
    };
    if (viewing) update.mutate({ params: { id: viewing.id }, body }, options);
    else create.mutate({ params: { id: clientId }, body }, options);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        {viewing ? (
          <Button variant="outline" size="sm">
            <Pencil aria-hidden />
            Edit <span className="sr-only">viewing of {viewing.propertyAddress}</span>
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden />
            Add Viewing
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={viewing ? 'Edit Viewing' : 'Add Viewing'}
        description={
          viewing ? 'Times are UK time.' : 'Book a viewing for this client (UK time). They see it on their dashboard and are e-mailed.'
        }
      >
        {open && <ViewingForm viewing={viewing} pending={pending} onSave={save} />}
      </DialogContent>
    </Dialog>
  );
}

function ViewingForm({
  viewing,
  pending,
  onSave,
}: {
  viewing?: ViewingRecord;
  pending: boolean;
  onSave: (body: ViewingFieldsBody) => void;
}) {
  const [values, setValues] = useState(() => (viewing ? viewingFormFrom(viewing) : emptyViewingForm()));
  const [errors, setErrors] = useState<ViewingFieldErrors>({});
  const complete = values.propertyAddress.trim() !== '' && values.date !== '' && values.time !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = viewingBody(values);
    setErrors(found);
    if (!hasErrors(found)) onSave(body);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ViewingFields values={values} onChange={setValues} errors={errors} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!complete || pending}>
          {pending ? 'Saving...' : 'Save Viewing'}
        </Button>
      </DialogFooter>
    </form>
  );
}
