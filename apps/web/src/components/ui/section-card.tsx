import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A card of a screen made of sections (the dashboard, the payment screen): an icon, a heading and its content. */
export function SectionCard({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={className}>
      <CardContent className="flex flex-col gap-4 p-5 pt-5 sm:p-7 sm:pt-7">
        <h2 id={headingId} className="flex items-center gap-2.5 font-display text-xl font-semibold text-brand-900">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
          {title}
        </h2>
        <div className="flex flex-col gap-4 text-sm text-ink">{children}</div>
      </CardContent>
    </Card>
  );
}
