import * as m from '@nestway/core/i18n/messages';
import { LoaderCircle } from 'lucide-react';
import { cx } from '@/lib/cx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted">
      <LoaderCircle className={cx('size-5 animate-spin text-brand-600', className)} aria-hidden />
      {label ? <span>{label}</span> : <span className="sr-only">{m.common_loading()}</span>}
    </span>
  );
}

/** A whole-screen loading state. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label ?? m.common_loading_ellipsis()} />
    </div>
  );
}
