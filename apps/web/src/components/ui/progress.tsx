import { languageTag } from '@/i18n/locale';
import { cx } from '@/lib/cx';

let percents: Intl.NumberFormat | undefined;
/** A whole percentage as the build's language writes it. */
const formatPercent = (percent: number) => (percents ??= new Intl.NumberFormat(languageTag, { style: 'percent' })).format(percent / 100);

/** A determinate progress bar; `value` is a fraction from 0 to 1. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex justify-between text-xs text-muted">
        <span>{label}</span>
        <span>{formatPercent(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
