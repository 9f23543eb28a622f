import * as m from '@nestway/core/i18n/messages';
import { MAX_TENANTS, resizeAdditionalTenants } from '@nestway/core/preferences';
import { formatNumber } from '@/i18n/format';
import type { UseFieldArrayReplace } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { FormSection } from './form-section';
import { emptyAdditionalTenant, type PreferencesForm, type PreferencesFormValues } from './form-values';
import { HowFoundUsField } from './how-found-us-field';

const tenantCounts = Array.from({ length: MAX_TENANTS }, (_, i) => i + 1);

interface ApplicationSetupSectionProps {
  form: PreferencesForm;
  number: number;
  /** Replaces the additional-tenant entries, which always number tenants minus 1. */
  replaceAdditionalTenants: UseFieldArrayReplace<PreferencesFormValues, 'additionalTenants'>;
}

export function ApplicationSetupSection({ form, number, replaceAdditionalTenants }: ApplicationSetupSectionProps) {
  const { errors } = form.formState;
  const tenants = form.register('numberOfTenants', {
    onChange: (event: { target: { value: string } }) =>
      replaceAdditionalTenants(
        resizeAdditionalTenants(form.getValues('additionalTenants'), Number(event.target.value), emptyAdditionalTenant),
      ),
  });
  return (
    <FormSection number={number} title={m.prefs_setup_title()} description={m.prefs_setup_description()}>
      <FormField label={m.prefs_tenants_label()} error={errors.numberOfTenants?.message} hint={m.prefs_tenants_hint()}>
        <NativeSelect {...tenants}>
          {tenantCounts.map((count) => (
            <option key={count} value={String(count)}>
              {count === 1
                ? m.prefs_tenants_just_me({ count: formatNumber(count) })
                : m.prefs_tenants_option({ count, countText: formatNumber(count) })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <HowFoundUsField form={form} />
    </FormSection>
  );
}
