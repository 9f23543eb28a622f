import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { ArrowLeft, Compass } from 'lucide-react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DotPattern } from '../components/dot-pattern';
import { PageMeta } from '../components/page-meta';

/** Shown for any path the router does not know. */
export function NotFoundPage() {
  return (
    <section className="relative isolate overflow-hidden">
      <DotPattern className="-z-10 text-brand-200/60 [mask-image:radial-gradient(closest-side,black,transparent)]" />
      <PageMeta title={m.public_not_found_title()} description={m.public_desc_not_found({ brand: brand.name })} />
      <Container className="flex flex-col items-center py-20 text-center md:py-32">
        <span className="flex size-20 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-sand-200">
          <Compass className="size-10" aria-hidden />
        </span>
        <h1 className="mt-8 font-display text-4xl font-semibold tracking-tight text-brand-900 sm:text-5xl">
          {m.public_not_found_heading()}
        </h1>
        <p className="mt-4 max-w-md text-lg text-pretty text-muted">{m.public_not_found_text()}</p>
        <p className="mt-6 rounded-xl bg-sand-100 px-4 py-2.5 text-sm text-muted ring-1 ring-sand-200">
          <span className="font-semibold text-ink">{m.public_not_found_hint_label()}</span> {m.public_not_found_hint()}
        </p>
        <Button asChild size="lg" className="mt-10">
          <SiteLink to={paths.home}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
            {m.public_not_found_back()}
          </SiteLink>
        </Button>
      </Container>
    </section>
  );
}
