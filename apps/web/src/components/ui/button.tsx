import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { useHydrated } from '@/lib/use-hydrated';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-800 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-800',
        // Dark text: white on this coral reaches only 3:1 contrast.
        accent: 'bg-accent-500 text-brand-950 shadow-sm hover:bg-accent-400 focus-visible:outline-accent-500',
        onDark: 'text-white ring-1 ring-white/35 hover:bg-white/10 focus-visible:outline-white',
        outline: 'border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-500',
        ghost: 'text-brand-800 hover:bg-brand-50',
        inverse: 'bg-white text-brand-800 hover:bg-brand-50',
        danger: 'bg-danger text-white hover:bg-red-800',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-sm',
        lg: 'h-13 px-8 text-base',
        icon: 'size-10',
        /** In the navigation bar: a taller touch target on phones, compact beside the links from md up. */
        nav: 'h-11 px-4 text-sm md:h-9',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

/**
 * A submit button stays disabled until the page's scripts run: before then, a pre-rendered form would
 * be sent by the browser itself, as a GET with the password in the address.
 */
export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  if (asChild) return <Slot className={cx(buttonVariants({ variant, size }), className)} {...props} />;
  return (
    <button
      className={cx(buttonVariants({ variant, size }), className)}
      type={type ?? 'button'}
      disabled={disabled || (type === 'submit' && !hydrated)}
      {...props}
    />
  );
}
