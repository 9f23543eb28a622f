import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';

interface DetailSectionProps {
  title: string;
  icon: ReactNode;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of the client-detail screen, announced as a region. */
export function DetailSection({ title, icon, actions, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="@container overflow-hidden">
      {/* The card's own width, not the screen's, decides: on the client page two cards can share a row. */}
      <div className="flex flex-col gap-3 border-b border-sand-200 px-5 py-4 @lg:flex-row @lg:items-center @lg:justify-between sm:px-6">
        <h2 id={headingId} className="flex items-center gap-2.5 font-display text-xl font-semibold text-brand-900">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-4">{icon}</span>
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </Card>
  );
}

/** A list of label/value pairs, two columns on wider screens. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 break-words text-ink">{children}</dd>
    </div>
  );
}
