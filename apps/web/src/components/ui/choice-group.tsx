import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  /** The validation message under the group, if any. */
  error?: string | undefined;
  /** Lays the options out: side by side (short answers such as Yes/No) or in a grid of two columns. */
  layout?: 'row' | 'grid';
  /** The options; each receives the group's error description through `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled group of radio buttons or checkboxes (a fieldset and its legend), with hint and error. */
export function ChoiceGroup({ legend, hint, error, layout = 'row', children }: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <div className={cx(layout === 'row' ? 'flex flex-wrap gap-2' : 'grid gap-2 sm:grid-cols-2')}>{children(describedBy)}</div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ChoiceOptionProps extends Omit<ComponentProps<'input'>, 'type'> {
  type: 'radio' | 'checkbox';
  label: ReactNode;
}

/** One radio button or checkbox drawn as a tappable tile; the whole tile is its label. */
export function ChoiceOption({ type, label, className, ...props }: ChoiceOptionProps) {
  return (
    <label
      className={cx(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-200 bg-white px-4 py-2.5 text-sm text-ink shadow-xs transition-colors hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 has-aria-invalid:border-danger',
        className,
      )}
    >
      <input type={type} className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none" {...props} />
      <span>{label}</span>
    </label>
  );
}
