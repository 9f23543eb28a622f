import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/cx';

interface CardScreenProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Colours the icon: a calm brand tint, a success tint, or a warning tint for broken links. */
  tone?: 'brand' | 'success' | 'warning';
  children?: ReactNode;
  /** Links under the card's body, such as "Already have an account?". */
  footer?: ReactNode;
}

const toneClasses = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  success: 'bg-brand-100 text-brand-800 ring-brand-200',
  warning: 'bg-accent-50 text-accent-600 ring-accent-100',
} as const;

/** The frame of the sign-in and invitation screens: one centred card with an icon, a heading and the form. */
export function CardScreen({ icon: Icon, title, description, tone = 'brand', children, footer }: CardScreenProps) {
  return (
    <div className="relative isolate flex justify-center px-4 py-10 sm:py-16">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-brand-50 via-sand-50 to-transparent" />
      <Card className="w-full max-w-md overflow-hidden">
        <div className="flex flex-col items-center gap-3 px-6 pt-8 text-center sm:px-10 sm:pt-10">
          <span className={cx('flex size-14 items-center justify-center rounded-2xl ring-1', toneClasses[tone])}>
            <Icon className="size-7" aria-hidden />
          </span>
          <h1 className="font-display text-3xl font-semibold text-brand-900">{title}</h1>
          {description && <div className="text-sm leading-relaxed text-muted">{description}</div>}
        </div>
        {children && <div className="px-6 pt-6 pb-8 sm:px-10 sm:pb-10">{children}</div>}
        {footer && (
          <div className="flex flex-col items-center gap-2 border-t border-sand-200 bg-sand-50 px-6 py-5 text-center text-sm text-muted sm:px-10">
            {footer}
          </div>
        )}
      </Card>
    </div>
  );
}
