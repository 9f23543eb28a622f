import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import { DashboardPage } from './pages/dashboard-page';

export const dashboardRoutes: RouteObject[] = [{ path: paths.dashboard, element: <DashboardPage /> }];
