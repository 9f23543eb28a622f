import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Card } from './card';

type Tone = 'brand' | 'success' | 'warning';

interface CalloutCardProps {
  icon: LucideIcon;
  title: string;
  /** What the card says under its title. */
  children: ReactNode;
  /** The icon's tint: brand for a note, success for something done, warning for something in the way. */
  tone?: Tone;
  /**
   * A panel stands centred in place of the page's content (its title is the page's heading when the
   * card is all the page shows); a banner is a row among a page's sections.
   */
  layout?: 'panel' | 'banner';
  /** A panel's width: narrow beside a page's own heading, wide when the panel is the page. */
  width?: 'narrow' | 'wide';
  /** The level of the title: 1 when the card is all the page shows. */
  headingLevel?: 1 | 2;
  /** A banner's small line above its title ("What's Next"). */
  eyebrow?: string;
  /** What the panel shows between its text and its actions: a record, a contact box. */
  details?: ReactNode;
  /** The ways on, the main one last (on a phone a panel stacks them with the main one first). */
  actions?: ReactNode;
  /** A panel's strip under its body, such as a link back. */
  footer?: ReactNode;
  /** Moves focus to the title when the card appears in place of what the person was using. */
  focusTitle?: boolean;
}

const panelIcons = {
  brand: 'size-14 bg-brand-50 text-brand-700 [&_svg]:size-7',
  success: 'size-16 bg-brand-50 text-brand-700 ring-8 ring-brand-50/50 [&_svg]:size-8',
  warning: 'size-14 bg-accent-50 text-accent-700 [&_svg]:size-7',
} as const satisfies Record<Tone, string>;

const banners = {
  brand: { card: 'border-brand-200 bg-brand-50', icon: 'bg-brand-100 text-brand-700', eyebrow: 'text-brand-700' },
  success: { card: 'border-brand-200 bg-brand-50', icon: 'bg-brand-100 text-brand-700', eyebrow: 'text-brand-700' },
  warning: { card: 'border-accent-200 bg-accent-50/60', icon: 'bg-accent-100 text-accent-700', eyebrow: 'text-accent-700' },
} as const satisfies Record<Tone, Record<'card' | 'icon' | 'eyebrow', string>>;

/** A card that tells one thing with an icon, a title and a few words, and offers the ways on. */
export function CalloutCard({
  icon: Icon,
  title,
  children,
  tone = 'brand',
  layout = 'panel',
  width = 'wide',
  headingLevel = 2,
  eyebrow,
  details,
  actions,
  footer,
  focusTitle = false,
}: CalloutCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const heading = (className: string) => (
    <Heading
      ref={titleRef}
      tabIndex={focusTitle ? -1 : undefined}
      className={cx('font-display font-semibold text-brand-900 outline-none', className)}
    >
      {title}
    </Heading>
  );

  if (layout === 'banner') {
    const look = banners[tone];
    return (
      // Not a Card: a Card's white background and sand border would win over the tint (classes add, never override).
      <div
        className={cx(
          'flex flex-col gap-4 rounded-card border p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-7',
          look.card,
        )}
      >
        <div className="flex items-start gap-4">
          <span className={cx('flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6', look.icon)}>
            <Icon aria-hidden />
          </span>
          <div className="flex flex-col gap-1">
            {eyebrow && <p className={cx('text-xs font-semibold tracking-wide uppercase', look.eyebrow)}>{eyebrow}</p>}
            {heading('text-xl')}
            <p className="text-sm text-ink">{children}</p>
          </div>
        </div>
        {actions && <div className="shrink-0">{actions}</div>}
      </div>
    );
  }

  return (
    <Card className={cx('mx-auto w-full overflow-hidden text-center', width === 'narrow' ? 'max-w-lg' : 'max-w-2xl')}>
      <div className="flex flex-col items-center gap-6 p-8 sm:p-10">
        <span className={cx('flex items-center justify-center rounded-full', panelIcons[tone])}>
          <Icon aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          {heading(headingLevel === 1 ? 'text-3xl' : 'text-2xl')}
          <p className="text-muted">{children}</p>
        </div>
        {details}
        {actions && <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center">{actions}</div>}
      </div>
      {footer && <div className="flex justify-center border-t border-sand-200 bg-sand-50 px-6 py-5">{footer}</div>}
    </Card>
  );
}
