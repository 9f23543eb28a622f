import { currentApplicationStep } from '@nestway/core/application-progress';
import { applicationStepLabels, applicationSteps, type ApplicationStep } from '@nestway/core/application-steps';
import type { AdminClientDetail } from '@nestway/core/admin';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useOverrideStatus } from '@/api/client-account';
import { Button } from '@/components/ui/button';
import { DetailSection, Fact, Facts } from '@/components/ui/detail-section';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { toast, toastError } from '@/components/ui/use-toast';
import { clientRecords } from './client-records';

const isApplicationStep = (value: string): value is ApplicationStep => (applicationSteps as readonly string[]).includes(value);

/**
 * The admin sets the client's application step: every earlier step counts as completed, the later
 * ones are left to the client's records (docs/decisions/017-status-override.md).
 */
export function StatusOverrideSection({ client }: { client: AdminClientDetail }) {
  const { stepOverride } = client;
  const clientId = client.id;
  const [targetStep, setTargetStep] = useState<ApplicationStep | ''>('');
  const [notes, setNotes] = useState('');
  const apply = useOverrideStatus();
  const step = currentApplicationStep(clientRecords(client), stepOverride);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!targetStep) return;
    apply.mutate(
      { params: { id: clientId }, body: { targetStep, notes } },
      {
        onSuccess: (answer) => {
          toast({ title: 'Status overridden', description: answer.message });
          setTargetStep('');
          setNotes('');
        },
        onError: (failure) => toastError('Failed to apply status override', failure, 'Please try again.'),
      },
    );
  };

  return (
    <DetailSection title="Admin Status Override" icon={<SlidersHorizontal aria-hidden />}>
      <div className="flex flex-col gap-5">
        <Facts>
          <Fact label="Current application step">{applicationStepLabels[step]}</Fact>
          <Fact label="Override in force">{stepOverride ? applicationStepLabels[stepOverride] : 'None: the records decide'}</Fact>
        </Facts>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Target step" hint="Every earlier step counts as completed; the client is e-mailed.">
            <NativeSelect
              value={targetStep}
              onChange={(event) => setTargetStep(isApplicationStep(event.target.value) ? event.target.value : '')}
            >
              <option value="">Select a step</option>
              {applicationSteps.map((value) => (
                <option key={value} value={value}>
                  {applicationStepLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Reason (admins only)">
            <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} className="min-h-20" />
          </FormField>
          <Button type="submit" className="self-start" disabled={!targetStep || apply.isPending}>
            {apply.isPending ? 'Applying...' : 'Apply Override'}
          </Button>
        </form>
      </div>
    </DetailSection>
  );
}
