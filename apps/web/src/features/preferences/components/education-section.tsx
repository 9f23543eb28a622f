import * as m from '@nestway/core/i18n/messages';
import { applicationMethods, universityYears } from '@nestway/core/preferences';
import { Controller } from 'react-hook-form';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { FormSection } from './form-section';
import type { PreferencesForm } from './form-values';
import { applicationMethodLabels, universityYearLabels } from './option-labels';
import { YesNoField } from './yes-no-field';

export function EducationSection({ form, number }: { form: PreferencesForm; number: number }) {
  const { errors } = form.formState;
  const method = form.watch('applicationMethod');
  return (
    <FormSection number={number} title={m.prefs_education_title()} description={m.prefs_education_description()}>
      <FormField label={m.prefs_field_university_name()} error={errors.universityName?.message}>
        <Input {...form.register('universityName')} />
      </FormField>
      <FormField label={m.prefs_field_university_year()} error={errors.universityYear?.message}>
        <NativeSelect {...form.register('universityYear')}>
          <option value="">{m.prefs_field_select_your_year()}</option>
          {universityYears.map((year) => (
            <option key={year} value={year}>
              {universityYearLabels[year]()}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <YesNoField form={form} name="hasOfferLetter" legend={m.prefs_offer_letter_legend()} />
      <Controller
        control={form.control}
        name="applicationMethod"
        render={({ field, fieldState }) => (
          <ChoiceGroup legend={m.prefs_applied_legend()} error={fieldState.error?.message}>
            {(describedBy) =>
              applicationMethods.map((value, index) => (
                <ChoiceOption
                  key={value}
                  type="radio"
                  name={field.name}
                  label={applicationMethodLabels[value]()}
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
          <FormField label={m.prefs_field_education_office_name()} error={errors.educationOfficeName?.message}>
            <Input {...form.register('educationOfficeName')} />
          </FormField>
        </div>
      )}
    </FormSection>
  );
}
