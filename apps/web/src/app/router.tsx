import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { marketingRoutes, notFoundRoute } from '@/features/marketing/routes';

export const router = createBrowserRouter([...marketingRoutes, ...authRoutes, ...dashboardRoutes, ...adminRoutes, notFoundRoute]);
