import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface FormSectionProps {
  number: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One numbered card of the long form; its fields sit in two columns on wider screens. */
export function FormSection({ number, title, description, children }: FormSectionProps) {
  const headingId = `preferences-section-${number}`;
  return (
    <Card role="group" aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex items-start gap-4 border-b border-sand-200 bg-sand-50/60 px-5 py-5 sm:px-8">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-base font-semibold text-white"
        >
          {number}
        </span>
        <div className="flex flex-col gap-1 pt-0.5">
          <h2 id={headingId} className="font-display text-xl font-semibold text-brand-900 sm:text-2xl">
            {title}
          </h2>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
      </div>
      <div className="grid gap-x-6 gap-y-6 px-5 py-6 sm:grid-cols-2 sm:px-8 sm:py-8">{children}</div>
    </Card>
  );
}
