import type { ReactNode } from 'react';
import { paths } from '@nestway/core/web-routes';
import { SessionTopBar } from './session-top-bar';

/** The frame of the client's one-task screens (preferences, terms, payment...): the top bar and a centred column. */
export function ClientTaskPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.dashboard} languages />
      <main id="main-content" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
