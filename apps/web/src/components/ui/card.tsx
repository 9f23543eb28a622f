import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('rounded-card border border-sand-200 bg-white shadow-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('flex flex-col gap-1.5 p-6 pb-2 sm:p-8 sm:pb-2', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cx('font-display text-2xl font-semibold text-brand-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('p-6 pt-4 sm:p-8 sm:pt-4', className)} {...props} />;
}
