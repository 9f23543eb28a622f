import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

const inputVariants = cva(
  'w-full rounded-xl border border-sand-200 bg-white text-ink shadow-xs placeholder:text-muted/70 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 disabled:cursor-not-allowed disabled:bg-sand-100 read-only:bg-sand-100 aria-invalid:border-danger',
  {
    variants: {
      kind: {
        text: 'h-11 px-4 text-base sm:text-sm',
        /** Room at the end for the show/hide button. */
        password: 'h-11 ps-4 pe-12 text-base sm:text-sm',
        /** The six-digit code: large, spaced digits, centred (the start padding offsets the last letter-spacing; the field is left to right). */
        code: 'h-14 ps-[calc(1rem+0.5em)] pe-4 text-center font-mono text-2xl tracking-[0.5em] placeholder:text-muted/40',
        /** A typed signature, in the signature font the caller sets. */
        signature: 'h-11 px-4 text-xl',
      },
    },
    defaultVariants: { kind: 'text' },
  },
);

export type InputProps = ComponentProps<'input'> & VariantProps<typeof inputVariants>;

/** What is typed left to right even in Arabic or Urdu text: addresses, phone numbers, links and codes. */
const leftToRight = (type: InputProps['type'], kind: InputProps['kind']) =>
  kind === 'code' || type === 'email' || type === 'tel' || type === 'url' ? 'ltr' : undefined;

/**
 * A text field. Its className adds classes (a margin, a width); the look comes from `kind`. E-mail,
 * phone, link and code fields read left to right in every language unless `dir` says otherwise.
 */
export function Input({ className, kind, type, dir, ...props }: InputProps) {
  return <input type={type} dir={dir ?? leftToRight(type, kind)} className={cx(inputVariants({ kind }), className)} {...props} />;
}
