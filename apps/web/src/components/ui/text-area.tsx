import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/** A multi-line text field styled like Input. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cx(
        'min-h-28 w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-muted/70 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
