import { brand, whatsAppLink } from '@nestway/core/brand';
import { marketingCopy, pageDescriptions, team } from '@nestway/core/business';
import { MessageCircle } from 'lucide-react';
import { SiteLink } from '@/components/navigation/site-link';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { AvailabilityCard } from '../components/availability-card';
import { CallToActionBand } from '../components/call-to-action-band';
import { PageHero } from '../components/page-hero';
import { PageMeta } from '../components/page-meta';
import { SectionHeading } from '../components/section-heading';
import { TeamProfileCard } from '../components/team-profile-card';

const copy = marketingCopy.contact;

export function ContactPage() {
  return (
    <>
      <PageMeta title="Contact" description={pageDescriptions.contact} />
      <PageHero eyebrow={copy.eyebrow} title={copy.headline} lead={copy.lead} />

      <section aria-labelledby="team-heading" className="pt-16 md:pt-24">
        <Container>
          <SectionHeading id="team-heading" eyebrow="Your consultants" title={copy.teamHeading} />
          <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
            {team.map((member) => (
              <li key={member.email}>
                <TeamProfileCard member={member} />
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-10 max-w-5xl">
            <AvailabilityCard />
          </div>
        </Container>
      </section>

      <CallToActionBand title={copy.closingHeadline} text={copy.closingText}>
        <Button asChild variant="accent" size="lg">
          <SiteLink to={paths.register}>Start Your Search</SiteLink>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <ExternalLink href={whatsAppLink(brand.adminWhatsApp)}>
            <MessageCircle aria-hidden />
            Chat Now
          </ExternalLink>
        </Button>
      </CallToActionBand>
    </>
  );
}
