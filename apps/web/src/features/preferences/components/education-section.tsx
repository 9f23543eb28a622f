import { applicationMethods, universityYears } from '@nestway/core/preferences';
import { Controller } from 'react-hook-form';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { FormSection } from './form-section';
import type { PreferencesForm } from './form-values';
import { YesNoField } from './yes-no-field';

const methodLabels: Record<(typeof applicationMethods)[number], string> = {
  'education office': 'With an education office',
  yourself: 'By myself',
};

export function EducationSection({ form, number }: { form: PreferencesForm; number: number }) {
  const { errors } = form.formState;
  const method = form.watch('applicationMethod');
  return (
    <FormSection number={number} title="About Your Education" description="Where you will study, and how you applied.">
      <FormField label="University Name" error={errors.universityName?.message}>
        <Input {...form.register('universityName')} />
      </FormField>
      <FormField label="University Year" error={errors.universityYear?.message}>
        <NativeSelect {...form.register('universityYear')}>
          <option value="">Select your year</option>
          {universityYears.map((year) => (
            <option key={year.value} value={year.value}>
              {year.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <YesNoField form={form} name="hasOfferLetter" legend="Do you have an offer letter?" />
      <Controller
        control={form.control}
        name="applicationMethod"
        render={({ field, fieldState }) => (
          <ChoiceGroup legend="How did you apply?" error={fieldState.error?.message}>
            {(describedBy) =>
              applicationMethods.map((value, index) => (
                <ChoiceOption
                  key={value}
                  type="radio"
                  name={field.name}
                  label={methodLabels[value]}
                  checked={field.value === value}
                  onChange={() => {
                    field.onChange(value);
                    if (value !== 'education office') form.setValue('educationOfficeName', '');
                  }}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                  aria-invalid={fieldState.invalid || undefined}
                  aria-describedby={describedBy}
                />
              ))
            }
          </ChoiceGroup>
        )}
      />
      {method === 'education office' && (
        <div className="sm:col-start-2">
          <FormField label="Education Office Name" error={errors.educationOfficeName?.message}>
            <Input {...form.register('educationOfficeName')} />
          </FormField>
        </div>
      )}
    </FormSection>
  );
}
