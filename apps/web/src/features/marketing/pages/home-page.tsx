import { brand } from '@nestway/core/brand';
import { marketingCopy, pageDescriptions, processSteps, reviewsPageUrl, services } from '@nestway/core/business';
import { ArrowRight, CircleCheck, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { CallToActionBand } from '../components/call-to-action-band';
import { FeatureCard } from '../components/feature-card';
import { HeroShowcase } from '../components/hero-showcase';
import { serviceIcons } from '../components/marketing-icons';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { ReviewsMarquee } from '../components/reviews-marquee';
import { SectionHeading } from '../components/section-heading';

const copy = marketingCopy.home;

export function HomePage() {
  return (
    <>
      <PageMeta title={brand.tagline} description={pageDescriptions.home} />
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.headline}
        lead={copy.lead}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <SiteLink to={paths.register}>
                INQUIRE
                <ArrowRight aria-hidden />
              </SiteLink>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <SiteLink to={paths.about}>WHY {brand.name.toUpperCase()}</SiteLink>
            </Button>
          </>
        }
        aside={<HeroShowcase className="mb-6 lg:mb-0" />}
      />

      <section aria-labelledby="services-heading" className="py-16 md:py-24">
        <Container>
          <SectionHeading id="services-heading" eyebrow="What we do" title="Our Services" intro={copy.servicesIntro} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {services.map((service) => (
              <li key={service.title}>
                <FeatureCard icon={serviceIcons[service.title]} title={service.title} description={service.description} />
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
                eyebrow="Start today"
                title="Your Home Awaits"
                intro={copy.homeAwaitsText}
                align="start"
              />
              <div className="mt-9 flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <SiteLink to={paths.register}>Start Your Search</SiteLink>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <SiteLink to={paths.contact}>Contact Our Team</SiteLink>
                </Button>
              </div>
            </div>
            <div className="bg-gradient-to-br from-brand-50 to-sand-100 p-7 sm:p-12">
              <h3 className="text-xs font-bold tracking-[0.2em] text-brand-700 uppercase">{marketingCopy.about.processHeading}</h3>
              <ol className="mt-6 space-y-6">
                {processSteps.map((step) => (
                  <li key={step.title} className="flex gap-4">
                    <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
                    <div>
                      <p className="font-semibold text-brand-900">{step.title}</p>
                      <p className="mt-1 text-sm leading-relaxed text-muted">{step.description}</p>
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
          <SectionHeading id="reviews-heading" eyebrow="Reviews" title={copy.reviewsHeading} intro={copy.reviewsIntro} />
        </Container>
        <div className="mx-auto mt-10 max-w-[100rem] px-2 sm:px-6">
          <ReviewsMarquee />
        </div>
        <div className="mt-6 flex justify-center px-5">
          <Button asChild variant="outline">
            <ExternalLink href={reviewsPageUrl}>
              Read all our reviews
              <ExternalLinkIcon aria-hidden />
            </ExternalLink>
          </Button>
        </div>
      </section>

      <CallToActionBand title={copy.closingHeadline} text={copy.closingText}>
        <Button asChild variant="accent" size="lg">
          <SiteLink to={paths.register}>Create Your Account</SiteLink>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <SiteLink to={paths.contact}>Speak to a Consultant</SiteLink>
        </Button>
      </CallToActionBand>
    </>
  );
}
