import { contractDurationOptions, MAX_BATHROOMS, MAX_BEDROOMS, paymentPlanOptions } from '@nestway/core/preferences';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { CheckboxGroupField } from './checkbox-group-field';
import { FormSection } from './form-section';
import type { PreferencesForm } from './form-values';

const upTo = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

export function FutureHomeSection({ form, number }: { form: PreferencesForm; number: number }) {
  const { errors } = form.formState;
  return (
    <FormSection number={number} title="About Your Future Home" description="What you are looking for, and when.">
      <FormField label="Bedrooms" error={errors.bedrooms?.message}>
        <NativeSelect {...form.register('bedrooms')}>
          <option value="">Select bedrooms</option>
          {upTo(MAX_BEDROOMS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Bathrooms" error={errors.bathrooms?.message}>
        <NativeSelect {...form.register('bathrooms')}>
          <option value="">Select bathrooms</option>
          {upTo(MAX_BATHROOMS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Maximum Budget (£ per month)" error={errors.maxBudget?.message}>
        <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('maxBudget')} />
      </FormField>
      <FormField label="Move-in Date" error={errors.moveInDate?.message}>
        <Input type="date" {...form.register('moveInDate')} />
      </FormField>
      <FormField label="Contract Duration" error={errors.contractDuration?.message}>
        <NativeSelect {...form.register('contractDuration')}>
          <option value="">Select duration</option>
          {contractDurationOptions.map((months) => (
            <option key={months} value={String(months)}>
              {months} months
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div aria-hidden className="hidden sm:block" />
      <div className="sm:col-span-2">
        <CheckboxGroupField
          form={form}
          name="paymentPlans"
          legend="Which rent payment plans suit you?"
          hint="Select all that apply."
          options={paymentPlanOptions}
        />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label="Special Requirements (optional)"
          error={errors.specialRequirements?.message}
          hint="Pets, accessibility, parking, a quiet street: anything we should know."
        >
          <TextArea maxLength={NOTES_MAX_LENGTH} {...form.register('specialRequirements')} />
        </FormField>
      </div>
    </FormSection>
  );
}
