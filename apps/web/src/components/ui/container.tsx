import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/** The page's content column: centred, with a maximum width and side padding that grows with the screen. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('mx-auto w-full max-w-6xl px-5 sm:px-8', className)} {...props} />;
}
