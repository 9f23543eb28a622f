import { paths } from '@nestway/core/web-routes';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { PageSpinner } from '@/components/ui/spinner';
import { AdminMenu, AdminNav } from './admin-nav';

/**
 * The layout of every admin screen: the top bar, the navigation (a sidebar from 1024 px, the Menu
 * button's panel below) and the screen in the main landmark.
 */
export function AdminShell() {
  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" menu={<AdminMenu />} wide />
      <div className="mx-auto flex max-w-7xl gap-6 px-4 sm:px-6">
        <div className="hidden w-52 shrink-0 lg:block">
          <div className="sticky top-16 py-8">
            <AdminNav />
          </div>
        </div>
        <main className="flex min-w-0 flex-1 flex-col gap-8 py-8 sm:py-10">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
