import type { PreferencesRecord } from '@nestway/core/preferences-record';
import type { Path } from 'react-hook-form';
import { useSaveClientPreferences } from '@/queries/preferences';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import type { Account } from '../about-you-section';
import type { PreferencesFormValues } from '../form-values';
import { PreferencesFields } from '../preferences-fields';
import { usePreferencesForm } from '../use-preferences-form';

interface ClientPreferencesFormProps {
  client: Account & { id: string };
  preferences: PreferencesRecord;
  onDone: () => void;
}

/** The admin edits the client's preferences with the client's own form, in update mode. */
export function ClientPreferencesForm({ client, preferences, onDone }: ClientPreferencesFormProps) {
  const save = useSaveClientPreferences();
  const { form, additionalTenants, formRef } = usePreferencesForm('update', preferences);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { params: { id: client.id }, body: values },
      {
        onSuccess: () => {
          toast({ title: 'Preferences updated', description: 'The client’s preferences have been saved.' });
          onDone();
        },
        onError: (error) => {
          const issues =
            error instanceof ApiError ? (error.body.issues as Array<{ path: string; message: string }> | undefined) : undefined;
          issues?.forEach((issue) => issue.path && form.setError(issue.path as Path<PreferencesFormValues>, { message: issue.message }));
          toastError('Failed to update preferences', error, 'Please try again.');
        },
      },
    ),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Edit preferences">
      <div className="rounded-card border border-sand-200 bg-white p-5 shadow-card sm:p-6">
        <h2 className="font-display text-xl font-semibold text-brand-900">Editing {client.fullName}’s preferences</h2>
        <p className="mt-1 text-sm text-muted">
          The questions are worded as the client sees them. Saving replaces their answers, and they see the change on their dashboard.
        </p>
      </div>
      <PreferencesFields form={form} additionalTenants={additionalTenants} account={client} />
      <div className="flex flex-col-reverse gap-2 rounded-card border border-sand-200 bg-white p-5 shadow-card sm:flex-row sm:justify-end sm:p-6">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
