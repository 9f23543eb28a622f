import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { dismissToast, toast, useToasts } from './use-toast';

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Code Sent' }));
    act(() => void toast({ title: 'Verification Failed', variant: 'destructive' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Verification Failed', variant: 'destructive', open: true });
  });

  it('keeps a dismissed toast, closed, for 1,000,000 ms before removing it', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => void (id = toast({ title: 'Email Resent' })));

    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, title: 'Email Resent', open: false })]);

    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current.map((t) => t.id)).toEqual([id]);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });
});
