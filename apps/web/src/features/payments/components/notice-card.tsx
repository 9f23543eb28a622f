import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A centred message with an icon and its actions, used where the page cannot offer payment. */
export function NoticeCard({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center gap-5 p-8 pt-8 text-center sm:p-10 sm:pt-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-600">
          <Icon className="size-7" aria-hidden />
        </span>
        <h2 className="font-display text-2xl font-semibold text-brand-900">{title}</h2>
        <div className="text-muted">{children}</div>
        <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">{actions}</div>
      </CardContent>
    </Card>
  );
}
