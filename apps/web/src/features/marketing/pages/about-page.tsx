import { brand } from '@nestway/core/brand';
import { marketingCopy, pageDescriptions, whyChooseUs } from '@nestway/core/business';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CallToActionBand } from '../components/call-to-action-band';
import { FeatureCard } from '../components/feature-card';
import { whyChooseUsIcons } from '../components/marketing-icons';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { ProcessSteps } from '../components/process-steps';
import { SectionHeading } from '../components/section-heading';

const copy = marketingCopy.about;

export function AboutPage() {
  return (
    <>
      <PageMeta title="About" description={pageDescriptions.about} />
      <PageHero eyebrow={copy.eyebrow} title="Tailor-Made for Internationals" lead={copy.lead} />

      <section aria-labelledby="why-heading" className="border-b border-sand-200 bg-white py-16 md:py-24">
        <Container>
          <SectionHeading id="why-heading" eyebrow="Why us" title={`Why Choose ${brand.name}`} intro={copy.whyIntro} />
          <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
            {whyChooseUs.map((reason) => (
              <li key={reason.title}>
                <FeatureCard layout="inline" icon={whyChooseUsIcons[reason.title]} title={reason.title} description={reason.description} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="process-heading" className="pt-16 md:pt-24">
        <Container>
          <SectionHeading id="process-heading" eyebrow="Our process" title={copy.processHeading} intro={copy.processIntro} />
          <div className="mt-14">
            <ProcessSteps />
          </div>
        </Container>
      </section>

      <CallToActionBand title={copy.closingHeadline} text={copy.closingText}>
        <Button asChild variant="accent" size="lg">
          <SiteLink to={paths.register}>Enquire Now</SiteLink>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <SiteLink to={paths.contact}>Contact Us</SiteLink>
        </Button>
      </CallToActionBand>
    </>
  );
}
