import type { CurrentUser } from '@nestway/core/auth';
import type { ReactNode } from 'react';
import { paths } from '@nestway/core/web-routes';
import { RequireSession } from './require-session';
import { SessionTopBar } from './session-top-bar';

/** The frame of every signed-in tenant screen: the session guard, the top bar and a centred column. */
export function TenantPage({ children }: { children: (user: CurrentUser) => ReactNode }) {
  return (
    <RequireSession role="tenant">
      {(user) => (
        <div className="min-h-dvh bg-sand-50">
          <SessionTopBar homeHref={paths.dashboard} />
          <main id="main-content" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
            {children(user)}
          </main>
        </div>
      )}
    </RequireSession>
  );
}
