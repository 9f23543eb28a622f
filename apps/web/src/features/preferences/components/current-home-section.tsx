import * as m from '@nestway/core/i18n/messages';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSection } from './form-section';
import { emptyToNull, type PreferencesForm } from './form-values';
import { YesNoField } from './yes-no-field';

export function CurrentHomeSection({ form, number }: { form: PreferencesForm; number: number }) {
  const { errors } = form.formState;
  const renting = form.watch('currentlyRenting');
  return (
    <FormSection number={number} title={m.prefs_current_home_title()} description={m.prefs_current_home_description()}>
      <div className="sm:col-span-2">
        <YesNoField
          form={form}
          name="currentlyRenting"
          legend={m.prefs_renting_legend()}
          onAnswer={(yes) => {
            if (yes) return;
            form.setValue('contractEndDate', null);
            form.setValue('signedNewContract', null);
          }}
        />
      </div>
      {renting === true && (
        <>
          <FormField label={m.prefs_field_contract_end()} error={errors.contractEndDate?.message}>
            <Input type="date" {...form.register('contractEndDate', { setValueAs: emptyToNull })} />
          </FormField>
          <YesNoField form={form} name="signedNewContract" legend={m.prefs_new_contract_legend()} />
        </>
      )}
    </FormSection>
  );
}
