import { useId } from 'react';
import { cx } from '@/lib/cx';

/** A decorative field of dots, for texture behind a section. */
export function DotPattern({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg aria-hidden="true" className={cx('pointer-events-none absolute inset-0 size-full', className)}>
      <defs>
        <pattern id={id} width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
