import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { ArrowRight } from 'lucide-react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FeatureCard } from '../components/feature-card';
import { HeroShowcase } from '../components/hero-showcase';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { StatsBand } from '../components/stats-band';
import { welcomeFeatures } from '../content';

/** The alternative welcome page (/home): a short introduction, three features and the figures. */
export function WelcomePage() {
  return (
    <>
      <PageMeta title={m.public_welcome_title()} description={m.public_desc_welcome({ city: brand.city })} />
      <PageHero
        eyebrow={m.public_brand_tagline()}
        title={m.public_welcome_headline({ brand: brand.name })}
        lead={m.public_welcome_lead({ city: brand.city })}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <SiteLink to={paths.register}>
                {m.public_welcome_get_started()}
                <ArrowRight className="rtl:-scale-x-100" aria-hidden />
              </SiteLink>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <SiteLink to={paths.about}>{m.public_our_services()}</SiteLink>
            </Button>
          </>
        }
        aside={<HeroShowcase className="mb-6 lg:mb-0" />}
      />

      <section aria-labelledby="features-heading" className="py-16 md:py-24">
        <Container>
          <SectionHeading
            id="features-heading"
            eyebrow={m.public_welcome_what_you_get()}
            title={m.public_welcome_how_we_help()}
            intro={m.public_welcome_features_intro()}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {welcomeFeatures.map((feature, index) => (
              <li key={index}>
                <FeatureCard icon={feature.icon} title={feature.title()} description={feature.description()} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-label={m.public_welcome_figures()} className="pb-16 md:pb-24">
        <Container>
          <StatsBand />
        </Container>
      </section>
    </>
  );
}
