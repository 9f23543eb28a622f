import * as m from '@nestway/core/i18n/messages';
import { Controller } from 'react-hook-form';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/choice-group';
import type { PreferencesForm, YesNoName } from './form-values';

interface YesNoFieldProps {
  form: PreferencesForm;
  name: YesNoName;
  legend: string;
  /** Called after the answer changes, for the questions that depend on it. */
  onAnswer?: (answer: boolean) => void;
}

const answers = [
  { value: true, label: m.prefs_yes },
  { value: false, label: m.prefs_no },
] as const;

/** A yes/no question as a pair of radio buttons. */
export function YesNoField({ form, name, legend, onAnswer }: YesNoFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup legend={legend} error={fieldState.error?.message}>
          {(describedBy) =>
            answers.map((answer, index) => (
              <ChoiceOption
                key={String(answer.value)}
                type="radio"
                name={field.name}
                label={answer.label()}
                className="min-w-24"
                checked={field.value === answer.value}
                onChange={() => {
                  field.onChange(answer.value);
                  onAnswer?.(answer.value);
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
  );
}
