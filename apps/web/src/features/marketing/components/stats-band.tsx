import { stats, yearsOfExperience } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { Award } from 'lucide-react';
import { statLabels } from '../content';
import { DotPattern } from './dot-pattern';

/** The marketing figures on a dark panel, with the years of experience beneath. */
export function StatsBand() {
  return (
    <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-12 text-white shadow-card sm:px-12 md:py-16">
      <DotPattern className="-z-10 text-white/[0.07]" />
      <div aria-hidden="true" className="absolute start-1/3 -top-32 -z-10 size-80 rounded-full bg-brand-400/25 blur-3xl" />
      <h2 className="text-center font-display text-3xl font-semibold tracking-tight sm:text-4xl">{m.public_welcome_stats_heading()}</h2>
      <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.key} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-2 text-sm font-medium tracking-wide text-brand-100 uppercase">{statLabels[stat.key]()}</dt>
            <dd className="order-1 font-display text-5xl font-semibold text-white sm:text-6xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-12 flex w-fit items-center gap-2.5 rounded-full bg-white/10 px-5 py-2.5 text-sm font-semibold text-white ring-1 ring-white/15">
        <Award className="size-5 text-accent-200" aria-hidden />
        {m.public_welcome_experience({ years: yearsOfExperience })}
      </p>
    </div>
  );
}
