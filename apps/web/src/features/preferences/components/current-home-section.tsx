import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSection } from './form-section';
import { emptyToNull, type PreferencesForm } from './form-values';
import { YesNoField } from './yes-no-field';

export function CurrentHomeSection({ form, number }: { form: PreferencesForm; number: number }) {
  const { errors } = form.formState;
  const renting = form.watch('currentlyRenting');
  return (
    <FormSection
      number={number}
      title="About Your Current Home"
      description="If you rent now, your current contract affects when you can move."
    >
      <div className="sm:col-span-2">
        <YesNoField
          form={form}
          name="currentlyRenting"
          legend="Are you currently renting?"
          onAnswer={(yes) => {
            if (yes) return;
            form.setValue('contractEndDate', null);
            form.setValue('signedNewContract', null);
          }}
        />
      </div>
      {renting === true && (
        <>
          <FormField label="Current Contract End Date" error={errors.contractEndDate?.message}>
            <Input type="date" {...form.register('contractEndDate', { setValueAs: emptyToNull })} />
          </FormField>
          <YesNoField form={form} name="signedNewContract" legend="Have you signed a new contract elsewhere?" />
        </>
      )}
    </FormSection>
  );
}
