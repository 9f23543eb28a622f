import * as m from '@nestway/core/i18n/messages';
import { howFoundUsChoices } from '@nestway/core/preferences';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { PreferencesForm } from './form-values';
import { howFoundUsLabels } from './option-labels';

const isFixedChoice = (value: string) => howFoundUsChoices.some((choice) => choice === value);

/** How the user found us: a fixed answer, or 'Other', which clears the answer and asks for their own words. */
export function HowFoundUsField({ form }: { form: PreferencesForm }) {
  const [other, setOther] = useState(() => {
    const saved = form.getValues('howFoundUs');
    return saved !== '' && !isFixedChoice(saved);
  });
  return (
    <Controller
      control={form.control}
      name="howFoundUs"
      render={({ field, fieldState }) => (
        <div className="flex flex-col gap-3 sm:col-span-2">
          <ChoiceGroup legend={m.prefs_how_found_legend()} error={other ? undefined : fieldState.error?.message}>
            {(describedBy) => [
              ...howFoundUsChoices.map((choice, index) => (
                <ChoiceOption
                  key={choice}
                  type="radio"
                  name="howFoundUsChoice"
                  label={howFoundUsLabels[choice]()}
                  checked={!other && field.value === choice}
                  onChange={() => {
                    setOther(false);
                    field.onChange(choice);
                  }}
                  ref={index === 0 && !other ? field.ref : undefined}
                  aria-invalid={(!other && fieldState.invalid) || undefined}
                  aria-describedby={describedBy}
                />
              )),
              <ChoiceOption
                key="other"
                type="radio"
                name="howFoundUsChoice"
                label={m.prefs_how_found_other()}
                checked={other}
                onChange={() => {
                  setOther(true);
                  field.onChange('');
                }}
                aria-invalid={(!other && fieldState.invalid) || undefined}
                aria-describedby={describedBy}
              />,
            ]}
          </ChoiceGroup>
          {other && (
            <FormField label={m.prefs_how_found_other_label()} error={fieldState.error?.message}>
              <Input
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxLength={200}
              />
            </FormField>
          )}
        </div>
      )}
    />
  );
}
