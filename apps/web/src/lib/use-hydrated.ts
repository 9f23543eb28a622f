import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is rendered ahead of time or React is taking over that HTML, true from then on
 * (and at once on a screen React renders itself). React reads the server value while it hydrates, so
 * the first render matches the pre-rendered markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
