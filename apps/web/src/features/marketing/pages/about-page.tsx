import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CallToActionBand } from '../components/call-to-action-band';
import { FeatureCard } from '../components/feature-card';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { ProcessSteps } from '../components/process-steps';
import { SectionHeading } from '../components/section-heading';
import { whyChooseUs } from '../content';

export function AboutPage() {
  return (
    <>
      <PageMeta title={m.public_about_title()} description={m.public_desc_about({ brand: brand.name })} />
      <PageHero eyebrow={m.public_about_eyebrow({ brand: brand.name })} title={m.public_about_headline()} lead={m.public_about_lead()} />

      <section aria-labelledby="why-heading" className="border-b border-sand-200 bg-white py-16 md:py-24">
        <Container>
          <SectionHeading
            id="why-heading"
            eyebrow={m.public_about_why_us()}
            title={m.public_about_why_choose({ brand: brand.name })}
            intro={m.public_about_why_intro()}
          />
          <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
            {whyChooseUs.map((reason, index) => (
              <li key={index}>
                <FeatureCard layout="inline" icon={reason.icon} title={reason.title()} description={reason.description()} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="process-heading" className="pt-16 md:pt-24">
        <Container>
          <SectionHeading
            id="process-heading"
            eyebrow={m.public_about_our_process()}
            title={m.public_process_heading()}
            intro={m.public_about_process_intro()}
          />
          <div className="mt-14">
            <ProcessSteps />
          </div>
        </Container>
      </section>

      <CallToActionBand title={m.public_about_closing_headline()} text={m.public_about_closing_text()}>
        <Button asChild variant="accent" size="lg">
          <SiteLink to={paths.register}>{m.public_about_enquire()}</SiteLink>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <SiteLink to={paths.contact}>{m.public_about_contact_us()}</SiteLink>
        </Button>
      </CallToActionBand>
    </>
  );
}
