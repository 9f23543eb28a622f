import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/cx';

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** `stacked`: icon above the text; `inline`: icon beside it, for wide cards. */
  layout?: 'stacked' | 'inline';
}

/** An icon, a title and a short description: services, features and reasons to choose us. */
export function FeatureCard({ icon: Icon, title, description, layout = 'stacked' }: FeatureCardProps) {
  const inline = layout === 'inline';
  return (
    <Card className={cx('h-full p-7 transition duration-300 hover:-translate-y-1 hover:shadow-lg sm:p-8', inline && 'sm:flex sm:gap-6')}>
      <span className="inline-flex size-13 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-6" aria-hidden />
      </span>
      <div>
        <h3 className={cx('font-display text-xl font-semibold text-brand-900', inline ? 'mt-6 sm:mt-2.5' : 'mt-6')}>{title}</h3>
        <p className="mt-3 leading-relaxed text-muted">{description}</p>
      </div>
    </Card>
  );
}
