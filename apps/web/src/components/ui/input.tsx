import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-xl border border-sand-200 bg-white px-4 text-base text-ink shadow-xs placeholder:text-muted/70 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 disabled:cursor-not-allowed disabled:bg-sand-100 read-only:bg-sand-100 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
