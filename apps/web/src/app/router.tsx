import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { checkoutRoutes } from '@/features/checkout/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { groupsRoutes } from '@/features/groups/routes';
import { marketingRoutes, notFoundRoute } from '@/features/marketing/routes';
import { paymentsRoutes } from '@/features/payments/routes';
import { preferencesRoutes } from '@/features/preferences/routes';
import { termsRoutes } from '@/features/terms/routes';

export const router = createBrowserRouter([
  ...marketingRoutes,
  ...authRoutes,
  ...dashboardRoutes,
  ...preferencesRoutes,
  ...groupsRoutes,
  ...termsRoutes,
  ...paymentsRoutes,
  ...checkoutRoutes,
  ...adminRoutes,
  notFoundRoute,
]);
