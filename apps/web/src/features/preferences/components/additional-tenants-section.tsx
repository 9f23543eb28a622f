import * as m from '@nestway/core/i18n/messages';
import { additionalTenantYears } from '@nestway/core/preferences';
import { formatNumber } from '@/i18n/format';
import type { FieldArrayWithId } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { FormSection } from './form-section';
import type { PreferencesForm, PreferencesFormValues } from './form-values';
import { tenantYearLabels } from './option-labels';

interface AdditionalTenantsSectionProps {
  form: PreferencesForm;
  number: number;
  entries: FieldArrayWithId<PreferencesFormValues, 'additionalTenants'>[];
}

/** One block per other tenant, shown as 'Tenant 2' onward (the user is tenant 1). */
export function AdditionalTenantsSection({ form, number, entries }: AdditionalTenantsSectionProps) {
  const errors = form.formState.errors.additionalTenants;
  return (
    <FormSection number={number} title={m.prefs_tenants_title()} description={m.prefs_tenants_description()}>
      {entries.map((entry, index) => {
        const tenantErrors = errors?.[index];
        const field = (name: 'fullName' | 'age' | 'nationality' | 'universityName' | 'universityYear') =>
          `additionalTenants.${index}.${name}` as const;
        return (
          <fieldset
            key={entry.id}
            className="grid gap-x-6 gap-y-5 rounded-xl border border-sand-200 bg-sand-50/60 p-4 sm:col-span-2 sm:grid-cols-2 sm:p-5"
          >
            <legend className="px-1 font-display text-lg font-semibold text-brand-900">
              {m.prefs_tenant_legend({ number: formatNumber(index + 2) })}
            </legend>
            <FormField label={m.prefs_field_full_name()} error={tenantErrors?.fullName?.message}>
              <Input autoComplete="off" {...form.register(field('fullName'))} />
            </FormField>
            <FormField label={m.prefs_field_age()} error={tenantErrors?.age?.message}>
              <Input type="number" dir="ltr" inputMode="numeric" min={16} {...form.register(field('age'))} />
            </FormField>
            <FormField label={m.prefs_field_nationality()} error={tenantErrors?.nationality?.message}>
              <Input {...form.register(field('nationality'))} />
            </FormField>
            <FormField label={m.prefs_field_university_name()} error={tenantErrors?.universityName?.message}>
              <Input {...form.register(field('universityName'))} />
            </FormField>
            <FormField label={m.prefs_field_university_year()} error={tenantErrors?.universityYear?.message}>
              <NativeSelect {...form.register(field('universityYear'))}>
                <option value="">{m.prefs_field_select_year()}</option>
                {additionalTenantYears.map((year) => (
                  <option key={year} value={year}>
                    {tenantYearLabels[year]()}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>
        );
      })}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
    </FormSection>
  );
}
