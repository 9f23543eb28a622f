import * as m from '@nestway/core/i18n/messages';
import { useSyncExternalStore } from 'react';
import { errorMessage, isUploadCancelled } from '@/lib/api-client';

/** Toasts per the spec: one at a time; a dismissed toast is kept mounted this long for its exit. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/**
 * A cancelled upload carries its toast's words (lib/upload-to-endpoint.ts), so they load with the code
 * that uploads rather than with every screen that shows a toast.
 */
const toastOf = (error: unknown): ToastInput | undefined =>
  typeof error === 'object' && error !== null && 'toast' in error ? (error.toast as ToastInput) : undefined;

/** Shows what went wrong: the API's message when it sent one, otherwise the fallback (a cancelled upload, as cancelled). */
export function toastError(title: string, error: unknown, fallback: string = m.common_generic_failure()): number {
  // A cancelled upload is what the person asked for: said plainly, not as a failure.
  const cancelled = isUploadCancelled(error) ? toastOf(error) : undefined;
  if (cancelled) return toast(cancelled);
  return toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
