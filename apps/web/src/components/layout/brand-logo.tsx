import { brand } from '@nestway/core/brand';
import { cx } from '@/lib/cx';

/** The Nestway mark: a house resting in a nest. Decorative; the brand name beside it carries the meaning. */
function BrandMark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
      <rect width="32" height="32" rx="9" className={tone === 'dark' ? 'fill-brand-800' : 'fill-brand-600'} />
      <path d="M9 15.5 16 9.5l7 6" fill="none" stroke="white" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M11 14.5V21h10v-6.5" fill="none" stroke="white" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M7 22.5c5.5 4 12.5 4 18 0" fill="none" className="stroke-accent-400" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the brand name, as one unit. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <BrandMark tone={tone} />
      <span className={cx('font-display text-2xl font-semibold tracking-tight', tone === 'dark' ? 'text-brand-900' : 'text-white')}>
        {brand.name}
      </span>
    </span>
  );
}
