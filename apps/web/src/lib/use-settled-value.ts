import { useEffect, useState } from 'react';

/** How long a typed search waits for the typing to stop before it is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delayMs`; a cleared value applies at once. */
export function useSettledValue(value: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
