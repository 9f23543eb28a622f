import { Controller } from 'react-hook-form';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/choice-group';
import type { PreferencesForm } from './form-values';

interface CheckboxGroupFieldProps<Option extends string> {
  form: PreferencesForm;
  name: 'documents' | 'paymentPlans';
  legend: string;
  hint?: string;
  options: readonly Option[];
  /** Each option's words in the build's language (the option itself is the stored value). */
  labels: Record<Option, () => string>;
}

/** A pick-any-number question (documents, payment plans) as a group of checkboxes. */
export function CheckboxGroupField<Option extends string>({ form, name, legend, hint, options, labels }: CheckboxGroupFieldProps<Option>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value);
        const toggle = (option: Option, on: boolean) => field.onChange(options.filter((o) => (o === option ? on : chosen.has(o))));
        return (
          <ChoiceGroup legend={legend} hint={hint} error={fieldState.error?.message} layout="grid">
            {(describedBy) =>
              options.map((option, index) => (
                <ChoiceOption
                  key={option}
                  type="checkbox"
                  name={field.name}
                  value={option}
                  label={labels[option]()}
                  checked={chosen.has(option)}
                  onChange={(event) => toggle(option, event.target.checked)}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                  aria-invalid={fieldState.invalid || undefined}
                  aria-describedby={describedBy}
                />
              ))
            }
          </ChoiceGroup>
        );
      }}
    />
  );
}
