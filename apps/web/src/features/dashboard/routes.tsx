import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

export const dashboardRoutes: RouteObject[] = [
  { path: paths.dashboard, ...lazyPage(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)) },
];
