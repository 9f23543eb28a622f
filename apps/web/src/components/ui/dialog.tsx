import * as m from '@nestway/core/i18n/messages';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** A sentence under the title; also read out as the dialog's description. */
  description?: ReactNode;
  /** How wide it may grow: `wide` for a picture. */
  width?: 'normal' | 'wide';
}

/**
 * A centred modal with a title, an optional description and a close button; scrolls when tall. Closed,
 * it gives focus back to what had it when it opened (the button that opened it, trigger or not), when
 * that is still on the page; otherwise Radix's default.
 */
export function DialogContent({
  title,
  description,
  width = 'normal',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-950/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cx(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none sm:p-7',
          width === 'wide' ? 'max-w-3xl' : 'max-w-lg',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected || opener.current === document.body) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pe-8">
          <DialogPrimitive.Title className="font-display text-xl font-semibold text-brand-900">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="text-sm text-muted">{description}</DialogPrimitive.Description>}
        </div>
        {children}
        <DialogPrimitive.Close className="absolute end-4 top-4 rounded-full p-2 text-muted hover:bg-sand-100 hover:text-ink">
          <X className="size-5" aria-hidden />
          <span className="sr-only">{m.common_close()}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The row of buttons at the foot of a dialog: stacked on phones, at the end (right, or left in right-to-left text) on wider screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
