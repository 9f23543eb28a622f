import type { CurrentUser } from '@nestway/core/auth';
import { brand } from '@nestway/core/brand';
import { Mail } from 'lucide-react';
import { paths } from '@nestway/core/web-routes';
import { RequireSession } from '@/components/session/require-session';
import { SessionTopBar } from '@/components/session/session-top-bar';

/** /dashboard: the signed-in tenant's home. */
export function DashboardPage() {
  return <RequireSession role="tenant">{(user) => <Dashboard user={user} />}</RequireSession>;
}

function Dashboard({ user }: { user: CurrentUser }) {
  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.dashboard} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <section className="relative overflow-hidden rounded-card bg-brand-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12">
          <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-700" />
          <div aria-hidden className="absolute -right-10 -bottom-24 size-48 rounded-full bg-white/5" />
          <div className="relative flex flex-col gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-200 uppercase">
              <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
              Your dashboard
            </p>
            <h1 className="font-display text-3xl font-semibold sm:text-4xl">Welcome, {user.fullName}</h1>
            <p className="max-w-xl text-brand-50/90">
              We&apos;re glad you&apos;re here. This is where you&apos;ll follow every step towards your new home in {brand.city}.
            </p>
          </div>
        </section>
        <p className="mt-6 flex flex-wrap items-center gap-2 text-sm text-muted">
          <Mail className="size-4 text-brand-600" aria-hidden />
          Questions? Write to us at
          <a href={`mailto:${brand.supportEmail}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {brand.supportEmail}
          </a>
        </p>
      </main>
    </div>
  );
}
