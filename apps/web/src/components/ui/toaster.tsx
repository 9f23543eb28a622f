import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import * as m from '@nestway/core/i18n/messages';
import { direction } from '@/i18n/locale';
import { cx } from '@/lib/cx';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './use-toast';

/** Toasts sit at the top end (right, or left in right-to-left text) and leave towards it. */
const rtl = direction === 'rtl';

/** Renders the current toast at the top end: swipe towards the end (50 px) to dismiss, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={rtl ? 'left' : 'right'}
      swipeThreshold={50}
      label={m.common_notification()}
    >
      {toasts.map((t) => {
        const destructive = t.variant === 'destructive';
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            data-variant={t.variant ?? 'default'}
            className={cx(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-lg transition-all data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
              rtl ? 'data-[swipe=end]:-translate-x-full' : 'data-[swipe=end]:translate-x-full',
              destructive ? 'border-red-200 bg-red-50 text-red-900' : 'border-brand-100 bg-white text-ink',
            )}
          >
            {destructive ? (
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            ) : (
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
            )}
            <div className="flex flex-col gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
            </div>
            <ToastPrimitive.Close
              aria-label={m.common_close()}
              className="absolute end-3 top-3 rounded-full p-1 opacity-70 hover:opacity-100"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* Top end, under the site header on wider screens: never at the foot, where forms end with their Submit. */}
      <ToastPrimitive.Viewport
        label={m.common_notifications({ hotkey: '{hotkey}' })}
        className={cx(
          'fixed top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-16 sm:max-w-md md:top-20',
          rtl ? 'left-0' : 'right-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
