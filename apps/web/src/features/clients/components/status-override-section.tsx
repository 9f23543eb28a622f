import { zodResolver } from '@hookform/resolvers/zod';
import { currentApplicationStepLabel } from '@nestway/core/application-progress';
import { applicationStepLabels, applicationSteps } from '@nestway/core/application-steps';
import type { AdminClientDetail } from '@nestway/core/admin';
import { statusOverrideRequestSchema } from '@nestway/core/status-override';
import { SlidersHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useOverrideStatus } from '@/queries/clients';
import { Button } from '@/components/ui/button';
import { DetailSection, Fact, Facts } from '@/components/ui/detail-section';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { clientRecords } from './client-records';

/** The step (core's rule), and the reason as typed: the server trims it. */
const overrideFormSchema = z.extend(statusOverrideRequestSchema, { notes: z.string() });

/**
 * The admin sets the client's application step: every earlier step counts as completed, the later
 * ones are left to the client's records (docs/decisions/017-status-override.md).
 */
export function StatusOverrideSection({ client, leader }: { client: AdminClientDetail; leader?: AdminClientDetail | undefined }) {
  const { stepOverride } = client;
  const clientId = client.id;
  const form = useForm({ resolver: zodResolver(overrideFormSchema), defaultValues: { notes: '' } });
  const apply = useOverrideStatus();
  const stepLabel = currentApplicationStepLabel(clientRecords(client, leader), stepOverride);
  const chosen = Boolean(form.watch('targetStep'));

  const onSubmit = form.handleSubmit((body) =>
    apply.mutateAsync({ params: { id: clientId }, body }).then(
      (answer) => {
        toast({ title: 'Status overridden', description: answer.message });
        form.reset();
      },
      (failure: unknown) => toastError('Failed to apply status override', failure, 'Please try again.'),
    ),
  );

  return (
    <DetailSection title="Admin Status Override" icon={<SlidersHorizontal aria-hidden />}>
      <div className="flex flex-col gap-5">
        <Facts>
          <Fact label="Current application step">{stepLabel}</Fact>
          <Fact label="Override in force">{stepOverride ? applicationStepLabels[stepOverride] : 'None: the records decide'}</Fact>
        </Facts>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Target step" hint="Every earlier step counts as completed; the client is e-mailed.">
            <NativeSelect {...form.register('targetStep')}>
              <option value="">Select a step</option>
              {applicationSteps.map((value) => (
                <option key={value} value={value}>
                  {applicationStepLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Reason (admins only)">
            <TextArea {...form.register('notes')} className="min-h-20" />
          </FormField>
          <Button type="submit" className="self-start" disabled={!chosen || apply.isPending}>
            {apply.isPending ? 'Applying...' : 'Apply Override'}
          </Button>
        </form>
      </div>
    </DetailSection>
  );
}
