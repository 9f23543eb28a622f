import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateBulkViewing } from '@/queries/viewings';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { ClientPicker, type ClientSelection } from './client-picker';
import { toastNoClients } from './validation-toasts';
import { emptyViewingForm, viewingFormSchema, ViewingFields } from './viewing-fields';

/** Create Bulk Viewing: one property and time, booked for every client chosen; each is e-mailed. */
export function BulkViewingForm() {
  const headingId = useId();
  const create = useCreateBulkViewing();
  const form = useForm({ resolver: zodResolver(viewingFormSchema), defaultValues: emptyViewingForm() });
  const [clients, setClients] = useState<ClientSelection>(new Map());

  const submit = form.handleSubmit(
    (body) => {
      if (clients.size === 0) return void toastNoClients();
      return create.mutateAsync({ body: { viewingData: body, clientIds: [...clients.keys()] } }).then(
        ({ createdViewings }) => {
          const n = createdViewings.length;
          toast({
            title: 'Viewings created',
            description: `${body.propertyAddress} is booked for ${n} client${n === 1 ? '' : 's'}, who ${n === 1 ? 'has' : 'have'} been e-mailed.`,
          });
          form.reset();
          setClients(new Map());
        },
        (error: unknown) => toastError('Failed to create viewings', error),
      );
    },
    () => clients.size === 0 && toastNoClients(),
  );

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
      <ViewingFields form={form} />
      <ClientPicker legend="Clients to book" selected={clients} onChange={setClients} />
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Viewings'}
      </Button>
    </form>
  );
}
