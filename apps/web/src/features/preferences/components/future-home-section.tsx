import { contractDurationOptions, MAX_BATHROOMS, MAX_BEDROOMS, paymentPlanOptions } from '@nestway/core/preferences';
import * as m from '@nestway/core/i18n/messages';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { formatNumber } from '@/i18n/format';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { CheckboxGroupField } from './checkbox-group-field';
import { FormSection } from './form-section';
import type { PreferencesForm } from './form-values';
import { paymentPlanLabels } from './option-labels';

const upTo = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

export function FutureHomeSection({ form, number }: { form: PreferencesForm; number: number }) {
  const { errors } = form.formState;
  return (
    <FormSection number={number} title={m.prefs_future_home_title()} description={m.prefs_future_home_description()}>
      <FormField label={m.prefs_field_bedrooms()} error={errors.bedrooms?.message}>
        <NativeSelect {...form.register('bedrooms')}>
          <option value="">{m.prefs_field_select_bedrooms()}</option>
          {upTo(MAX_BEDROOMS).map((n) => (
            <option key={n} value={String(n)}>
              {formatNumber(n)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={m.prefs_field_bathrooms()} error={errors.bathrooms?.message}>
        <NativeSelect {...form.register('bathrooms')}>
          <option value="">{m.prefs_field_select_bathrooms()}</option>
          {upTo(MAX_BATHROOMS).map((n) => (
            <option key={n} value={String(n)}>
              {formatNumber(n)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={m.prefs_field_max_budget()} error={errors.maxBudget?.message}>
        <Input type="number" dir="ltr" inputMode="numeric" min={1} step={1} {...form.register('maxBudget')} />
      </FormField>
      <FormField label={m.prefs_field_move_in()} error={errors.moveInDate?.message}>
        <Input type="date" {...form.register('moveInDate')} />
      </FormField>
      <FormField label={m.prefs_field_contract_duration()} error={errors.contractDuration?.message}>
        <NativeSelect {...form.register('contractDuration')}>
          <option value="">{m.prefs_field_select_duration()}</option>
          {contractDurationOptions.map((months) => (
            <option key={months} value={String(months)}>
              {m.prefs_months({ count: months, countText: formatNumber(months) })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div aria-hidden className="hidden sm:block" />
      <div className="sm:col-span-2">
        <CheckboxGroupField
          form={form}
          name="paymentPlans"
          legend={m.prefs_payment_plans_legend()}
          hint={m.prefs_select_all_hint()}
          options={paymentPlanOptions}
          labels={paymentPlanLabels}
        />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label={m.prefs_field_special_requirements()}
          error={errors.specialRequirements?.message}
          hint={m.prefs_field_special_hint()}
        >
          <TextArea maxLength={NOTES_MAX_LENGTH} {...form.register('specialRequirements')} />
        </FormField>
      </div>
    </FormSection>
  );
}
