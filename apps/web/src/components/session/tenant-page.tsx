import type { CurrentUser } from '@nestway/core/auth';
import type { ReactNode } from 'react';
import { paths } from '@nestway/core/web-routes';
import { RequireSession } from './require-session';
import { SessionTopBar } from './session-top-bar';

interface TenantPageProps {
  children: (user: CurrentUser) => ReactNode;
  /** How long the signed-in user stays fresh on this screen (RequireSession). */
  userStaleTime?: number;
}

/** The frame of every signed-in tenant screen: the session guard, the top bar and a centred column. */
export function TenantPage({ children, userStaleTime }: TenantPageProps) {
  return (
    <RequireSession role="tenant" userStaleTime={userStaleTime}>
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
