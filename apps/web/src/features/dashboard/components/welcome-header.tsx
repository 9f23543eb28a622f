import * as m from '@nestway/core/i18n/messages';
import { brand } from '@nestway/core/brand';
import type { ReactNode } from 'react';
import { isolate } from '@/i18n/rich-text';

/** The dashboard's welcome, with the client's own actions (Edit Preferences) beside it. */
export function WelcomeHeader({ fullName, children }: { fullName: string; children: ReactNode }) {
  return (
    <section className="relative overflow-hidden rounded-card bg-brand-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12">
      <div aria-hidden className="absolute -top-24 -end-24 size-72 rounded-full bg-brand-700" />
      <div aria-hidden className="absolute -end-10 -bottom-24 size-48 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-200 uppercase">
            <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
            {m.dashboard_welcome_eyebrow()}
          </p>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{m.dashboard_welcome_title({ name: isolate(fullName) })}</h1>
          <p className="max-w-xl text-brand-50/90">{m.dashboard_welcome_intro({ city: brand.city })}</p>
        </div>
        <div className="shrink-0">{children}</div>
      </div>
    </section>
  );
}
