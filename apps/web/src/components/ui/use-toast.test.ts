import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, useToasts } from './use-toast';

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Code Sent' }));
    act(() => void toast({ title: 'Verification Failed', variant: 'destructive' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Verification Failed', variant: 'destructive', open: true });
  });
});
