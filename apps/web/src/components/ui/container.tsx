import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The page's content column: centred, with a maximum width and side padding that grows with the screen. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', className)} {...props} />;
}
