import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import { AdminDashboardPage } from './pages/admin-dashboard-page';

export const adminRoutes: RouteObject[] = [{ path: paths.adminDashboard, element: <AdminDashboardPage /> }];
