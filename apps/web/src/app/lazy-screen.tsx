import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What a lazy route carries in its `handle`: main.tsx loads the first screen's chunks before it renders. */
export interface LazyScreenHandle {
  preload: () => Promise<unknown>;
}

const isLazyScreenHandle = (handle: unknown): handle is LazyScreenHandle =>
  typeof handle === 'object' && handle !== null && 'preload' in handle;

/**
 * A route whose screen (or layout) comes in its own chunk, on first visit, so the public pages do not
 * carry the code of the signed-in screens. While a chunk loads, the nearest Suspense boundary (in the
 * layouts, else the app's) shows a spinner; main.tsx loads the first screen's chunks before it renders.
 */
export function lazyScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'>;
/** The same, for a layout route whose component takes `props` (such as the session guard's role). */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, props: P): Pick<RouteObject, 'element' | 'handle'>;
export function lazyScreen(load: () => Promise<ComponentType<object>>, props: object = {}): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType<object> | undefined;
  let loading: Promise<ComponentType<object>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once loaded, the screen renders at once: React's lazy would suspend for one more tick.
  const Screen = () => (loaded ? createElement(loaded, props) : <Lazy {...props} />);
  return { element: <Screen />, handle: { preload } satisfies LazyScreenHandle };
}

/** Loads the chunks of every lazy route that `matches` names (a failure is left to the screen to show). */
export async function preloadScreens(matches: readonly { route: RouteObject }[]) {
  await Promise.allSettled(matches.map(({ route }) => (isLazyScreenHandle(route.handle) ? route.handle.preload() : undefined)));
}
