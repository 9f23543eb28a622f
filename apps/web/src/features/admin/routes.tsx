import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

export const adminRoutes: RouteObject[] = [
  { path: paths.adminDashboard, ...lazyPage(() => import('./pages/admin-dashboard-page').then((m) => m.AdminDashboardPage)) },
  // The pattern of paths.adminUser(id) (which encodes the id, so it cannot make the ':id' pattern itself).
  { path: '/admin/users/:id', ...lazyPage(() => import('./pages/admin-client-page').then((m) => m.AdminClientPage)) },
];
