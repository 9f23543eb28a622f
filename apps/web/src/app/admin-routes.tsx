import { paths } from '@nestway/core/web-routes';
import type { RouteObject } from 'react-router';
import { loadSitePage, notFoundPage } from '@/site/pages';
import { AppRoutes } from './app-routes';
import { lazyScreen } from './lazy-screen';
import type * as adminDashboardPages from './pages/admin-dashboard-page';
import { PublicLayout } from './public-layout';

/** A screen's path from core's route table, relative to /admin, where the app's route table renders this one. */
const underAdmin = (path: string) => {
  if (!path.startsWith('/admin/')) throw new Error(`${path} is not an admin screen's path`);
  return path.slice('/admin/'.length);
};

/** The admin dashboard and its sections' screens, one chunk. */
const adminDashboardScreen = (name: keyof typeof adminDashboardPages) =>
  lazyScreen(() => import('./pages/admin-dashboard-page').then((m) => m[name]));

/**
 * The back office's screens under /admin, each in its own chunk. This table loads with the first admin
 * screen, not with the app's shell: the sign-in screens, whose byte budget is the tightest, never carry it.
 */
const adminRoutes: RouteObject[] = [
  {
    // Every admin screen in the shell with the navigation (admin-shell/admin-nav-items.ts lists its pages).
    ...lazyScreen(() => import('./admin-shell/admin-shell').then((m) => m.AdminShell)),
    children: [
      { path: underAdmin(paths.adminDashboard), ...adminDashboardScreen('AdminDashboardPage') },
      { path: underAdmin(paths.adminAvailability), ...adminDashboardScreen('AdminAvailabilityPage') },
      { path: underAdmin(paths.adminBulkViewing), ...adminDashboardScreen('AdminBulkViewingPage') },
      { path: underAdmin(paths.adminVideoSharing), ...adminDashboardScreen('AdminVideoSharingPage') },
      { path: underAdmin(paths.adminUser.path), ...lazyScreen(() => import('./pages/admin-client-page').then((m) => m.AdminClientPage)) },
      { path: underAdmin(paths.adminStaff), ...lazyScreen(() => import('./pages/admin-staff-page').then((m) => m.AdminStaffPage)) },
      {
        path: underAdmin(paths.adminRejectionReasons),
        ...lazyScreen(() => import('@/features/rejection-reasons/pages/rejection-reasons-page').then((m) => m.RejectionReasonsPage)),
      },
      {
        path: underAdmin(paths.adminAuditLog),
        ...lazyScreen(() => import('@/features/audit/pages/audit-log-page').then((m) => m.AuditLogPage)),
      },
    ],
  },
  // Outside the shell: a member who must set up a second factor can reach nothing the navigation offers.
  {
    path: underAdmin(paths.adminSecondFactorSetup),
    ...lazyScreen(() => import('@/features/staff/pages/second-factor-setup-page').then((m) => m.SecondFactorSetupPage)),
  },
  { element: <PublicLayout />, children: [{ path: '*', ...lazyScreen(() => loadSitePage(notFoundPage)) }] },
];

/** The admin screen the address names, rendered where the app's route table reaches /admin/*. */
export function AdminRoutes() {
  return <AppRoutes routes={adminRoutes} />;
}
