import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        positive: 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset',
        attention: 'bg-accent-50 text-accent-700 ring-1 ring-accent-200 ring-inset',
        neutral: 'bg-sand-100 text-muted ring-1 ring-sand-200 ring-inset',
        info: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200 ring-inset',
        negative: 'bg-red-50 text-danger ring-1 ring-red-200 ring-inset',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

/** A small status label. */
export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cx(badgeVariants({ tone }), className)} {...props} />;
}
