import { cx } from '@/lib/cx';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
  tone?: 'light' | 'dark';
  id?: string;
}

/** A section's small label, its h2 and an optional introduction. */
export function SectionHeading({ eyebrow, title, intro, align = 'center', tone = 'light', id }: SectionHeadingProps) {
  const onDark = tone === 'dark';
  return (
    <div className={cx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className={cx('text-xs font-bold tracking-[0.2em] uppercase', onDark ? 'text-accent-200' : 'text-accent-700')}>{eyebrow}</p>
      )}
      <h2
        id={id}
        className={cx('mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl', onDark ? 'text-white' : 'text-brand-900')}
      >
        {title}
      </h2>
      {intro && <p className={cx('mt-4 text-lg leading-relaxed text-pretty', onDark ? 'text-brand-100' : 'text-muted')}>{intro}</p>}
    </div>
  );
}
