import { brand } from '@nestway/core/brand';
import { reviewsPageUrl } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { ArrowRight, CircleCheck, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { CallToActionBand } from '../components/call-to-action-band';
import { FeatureCard } from '../components/feature-card';
import { HeroShowcase } from '../components/hero-showcase';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { ReviewsMarquee } from '../components/reviews-marquee';
import { SectionHeading } from '../components/section-heading';
import { processSteps, services } from '../content';

const city = brand.city;

export function HomePage() {
  return (
    <>
      <PageMeta title={m.public_brand_tagline()} description={m.public_desc_home({ brand: brand.name, city })} />
      <PageHero
        eyebrow={m.public_home_eyebrow({ city })}
        title={m.public_home_headline()}
        lead={m.public_home_lead()}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <SiteLink to={paths.register}>
                {m.public_home_inquire()}
                <ArrowRight className="rtl:-scale-x-100" aria-hidden />
              </SiteLink>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <SiteLink to={paths.about}>{m.public_home_why({ brand: brand.name.toUpperCase() })}</SiteLink>
            </Button>
          </>
        }
        aside={<HeroShowcase className="mb-6 lg:mb-0" />}
      />

      <section aria-labelledby="services-heading" className="py-16 md:py-24">
        <Container>
          <SectionHeading
            id="services-heading"
            eyebrow={m.public_home_what_we_do()}
            title={m.public_our_services()}
            intro={m.public_home_services_intro()}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {services.map((service, index) => (
              <li key={index}>
                <FeatureCard icon={service.icon} title={service.title()} description={service.description()} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="home-awaits-heading" className="pb-16 md:pb-24">
        <Container>
          <div className="grid overflow-hidden rounded-[2rem] bg-white shadow-card ring-1 ring-sand-200 lg:grid-cols-[1.1fr_1fr]">
            <div className="flex flex-col justify-center p-7 sm:p-12">
              <SectionHeading
                id="home-awaits-heading"
                eyebrow={m.public_home_start_today()}
                title={m.public_home_home_awaits()}
                intro={m.public_home_home_awaits_text()}
                align="start"
              />
              <div className="mt-9 flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <SiteLink to={paths.register}>{m.public_start_search()}</SiteLink>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <SiteLink to={paths.contact}>{m.public_home_contact_team()}</SiteLink>
                </Button>
              </div>
            </div>
            <div className="bg-gradient-to-br from-brand-50 to-sand-100 p-7 sm:p-12">
              <h3 className="text-xs font-bold tracking-[0.2em] text-brand-700 uppercase">{m.public_process_heading()}</h3>
              <ol className="mt-6 space-y-6">
                {processSteps.map((step, index) => (
                  <li key={index} className="flex gap-4">
                    <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
                    <div>
                      <p className="font-semibold text-brand-900">{step.title()}</p>
                      <p className="mt-1 text-sm leading-relaxed text-muted">{step.description()}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="reviews-heading" className="border-y border-sand-200 bg-white py-16 md:py-24">
        <Container>
          <SectionHeading
            id="reviews-heading"
            eyebrow={m.public_home_reviews_eyebrow()}
            title={m.public_home_reviews_heading()}
            intro={m.public_home_reviews_intro({ city })}
          />
        </Container>
        <div className="mx-auto mt-10 max-w-[100rem] px-2 sm:px-6">
          <ReviewsMarquee />
        </div>
        <div className="mt-6 flex justify-center px-5">
          <Button asChild variant="outline">
            <ExternalLink href={reviewsPageUrl}>
              {m.public_home_read_all_reviews()}
              <ExternalLinkIcon className="rtl:-scale-x-100" aria-hidden />
            </ExternalLink>
          </Button>
        </div>
      </section>

      <CallToActionBand title={m.public_home_closing_headline({ city })} text={m.public_home_closing_text()}>
        <Button asChild variant="accent" size="lg">
          <SiteLink to={paths.register}>{m.public_home_create_account()}</SiteLink>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <SiteLink to={paths.contact}>{m.public_home_speak_to_consultant()}</SiteLink>
        </Button>
      </CallToActionBand>
    </>
  );
}
