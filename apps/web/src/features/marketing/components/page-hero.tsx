import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { DotPattern } from './dot-pattern';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A picture beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
}

/** The dark opening section of a page, with its h1. */
export function PageHero({ eyebrow, title, lead, actions, aside }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <DotPattern className="-z-10 text-white/[0.06]" />
      <div aria-hidden="true" className="absolute -end-32 -top-40 -z-10 size-[32rem] rounded-full bg-brand-500/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -start-40 -bottom-48 -z-10 size-[28rem] rounded-full bg-brand-400/20 blur-3xl" />
      <Container className={aside ? 'grid items-center gap-14 py-16 md:py-24 lg:grid-cols-[1.1fr_1fr]' : 'py-16 text-center md:py-24'}>
        <div className={aside ? undefined : 'mx-auto max-w-3xl'}>
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-brand-100 ring-1 ring-white/15">
            {eyebrow}
          </p>
          <h1 className="mt-6 font-display text-4xl leading-[1.08] font-semibold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
          <p
            className={
              aside
                ? 'mt-6 max-w-xl text-lg leading-relaxed text-brand-100'
                : 'mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100'
            }
          >
            {lead}
          </p>
          {actions && (
            <div className={aside ? 'mt-9 flex flex-col gap-3 sm:flex-row' : 'mt-9 flex flex-col justify-center gap-3 sm:flex-row'}>
              {actions}
            </div>
          )}
        </div>
        {aside}
      </Container>
    </section>
  );
}
