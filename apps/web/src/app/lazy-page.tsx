import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';

/**
 * A route whose screen is loaded on first visit, in its own chunk, so the public pages do not carry
 * the code of the signed-in screens.
 */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: await load() }),
    HydrateFallback: () => <PageSpinner />,
  };
}
