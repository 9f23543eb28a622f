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
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" menu={<AdminMenu />} wide />
      <div className="mx-auto flex max-w-7xl gap-6 px-4 sm:px-6">
        <div className="hidden w-52 shrink-0 lg:block">
          <div className="sticky top-16 py-8">
            <AdminNav />
          </div>
        </div>
        <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-8 py-8 focus:outline-none sm:py-10">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
