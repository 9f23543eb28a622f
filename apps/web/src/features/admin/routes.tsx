import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

export const adminRoutes: RouteObject[] = [
  { path: paths.adminDashboard, ...lazyPage(() => import('./pages/admin-dashboard-page').then((m) => m.AdminDashboardPage)) },
];
