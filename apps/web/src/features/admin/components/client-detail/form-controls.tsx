import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const fieldLook =
  'w-full rounded-xl border border-sand-200 bg-white px-4 text-base text-ink shadow-xs focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 aria-invalid:border-danger sm:text-sm';

/** A native select with the inputs' look (native for phones and screen readers alike). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldLook, 'h-11 pr-8', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldLook, 'min-h-24 py-3', className)} {...props} />;
}

/** Stored answers of the yes/no questions: true, false, or null when not answered. */
export const yesNoValue = (value: unknown) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : null);

export function YesNoSelect(props: ComponentProps<'select'>) {
  return (
    <Select {...props}>
      <option value="">Not answered</option>
      <option value="true">Yes</option>
      <option value="false">No</option>
    </Select>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  error?: string | undefined;
  /** The registration of the array field; each box adds its option to the array when ticked. */
  inputProps: ComponentProps<'input'>;
}

export function CheckboxGroup({ legend, options, error, inputProps }: CheckboxGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2.5 rounded-lg border border-sand-200 px-3 py-2 text-sm has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50">
            <input type="checkbox" value={option} className="size-4 accent-brand-700" {...inputProps} />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
