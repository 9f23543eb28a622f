import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { DotPattern } from './dot-pattern';

interface CallToActionBandProps {
  title: string;
  text: string;
  /** The band's buttons. */
  children: ReactNode;
}

/** The closing call to action of a page: a dark panel with a headline and buttons. */
export function CallToActionBand({ title, text, children }: CallToActionBandProps) {
  return (
    <section className="py-16 md:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-14 text-center text-white shadow-card sm:px-12 md:py-20">
          <DotPattern className="-z-10 text-white/[0.07]" />
          <div aria-hidden="true" className="absolute -end-24 -top-24 -z-10 size-72 rounded-full bg-brand-300/20 blur-3xl" />
          <div aria-hidden="true" className="absolute -start-20 -bottom-28 -z-10 size-72 rounded-full bg-brand-400/30 blur-3xl" />
          <h2 className="mx-auto max-w-2xl font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{text}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </Container>
    </section>
  );
}
