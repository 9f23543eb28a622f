import { useId, useState, type FormEvent } from 'react';
import { useCreateBulkViewing } from '@/api/admin-viewings';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { ClientPicker, type ClientSelection } from './client-picker';
import { toastNoClients } from './validation-toasts';
import { emptyViewingForm, hasErrors, viewingBody, ViewingFields, type ViewingFieldErrors } from './viewing-fields';

/** Create Bulk Viewing: one property and time, booked for every client chosen; each is e-mailed. */
export function BulkViewingForm() {
  const headingId = useId();
  const create = useCreateBulkViewing();
  const [values, setValues] = useState(emptyViewingForm);
  const [errors, setErrors] = useState<ViewingFieldErrors>({});
  const [clients, setClients] = useState<ClientSelection>(new Map());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = viewingBody(values);
    setErrors(found);
    if (clients.size === 0) return void toastNoClients();
    if (hasErrors(found)) return;
    create.mutate(
      { body: { viewingData: body, clientIds: [...clients.keys()] } },
      {
        onSuccess: ({ createdViewings }) => {
          const n = createdViewings.length;
          toast({
            title: 'Viewings created',
            description: `${body.propertyAddress} is booked for ${n} client${n === 1 ? '' : 's'}, who ${n === 1 ? 'has' : 'have'} been e-mailed.`,
          });
          setValues(emptyViewingForm());
          setClients(new Map());
        },
        onError: (error) => toastError('Failed to create viewings', error),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-5 rounded-xl bg-sand-50 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold text-brand-900">
          Create Bulk Viewing
        </h3>
        <p className="text-sm text-muted">
          One viewing for several clients at once. Each client sees it on their dashboard and is e-mailed.
        </p>
      </div>
      <ViewingFields values={values} onChange={setValues} errors={errors} />
      <ClientPicker legend="Clients to book" selected={clients} onChange={setClients} />
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Viewings'}
      </Button>
    </form>
  );
}
