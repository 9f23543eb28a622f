import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

export const preferencesRoutes: RouteObject[] = [
  { path: paths.preferences, ...lazyPage(() => import('./pages/preferences-page').then((m) => m.PreferencesPage)) },
];
