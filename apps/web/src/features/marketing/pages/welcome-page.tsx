import { brand } from '@nestway/core/brand';
import { marketingCopy, pageDescriptions, welcomeFeatures } from '@nestway/core/business';
import { ArrowRight } from 'lucide-react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FeatureCard } from '../components/feature-card';
import { HeroShowcase } from '../components/hero-showcase';
import { welcomeFeatureIcons } from '../components/marketing-icons';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { StatsBand } from '../components/stats-band';

const copy = marketingCopy.welcome;

/** The alternative welcome page (/home): a short introduction, three features and the figures. */
export function WelcomePage() {
  return (
    <>
      <PageMeta title="Welcome" description={pageDescriptions.welcome} />
      <PageHero
        eyebrow={brand.tagline}
        title={copy.headline}
        lead={copy.lead}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <SiteLink to={paths.register}>
                Get Started
                <ArrowRight aria-hidden />
              </SiteLink>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <SiteLink to={paths.about}>Our Services</SiteLink>
            </Button>
          </>
        }
        aside={<HeroShowcase className="mb-6 lg:mb-0" />}
      />

      <section aria-labelledby="features-heading" className="py-16 md:py-24">
        <Container>
          <SectionHeading id="features-heading" eyebrow="What you get" title="How We Help" intro={copy.featuresIntro} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {welcomeFeatures.map((feature) => (
              <li key={feature.title}>
                <FeatureCard icon={welcomeFeatureIcons[feature.title]} title={feature.title} description={feature.description} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-label="Our figures" className="pb-16 md:pb-24">
        <Container>
          <StatsBand />
        </Container>
      </section>
    </>
  );
}
