import { brand, whatsAppLink } from '@nestway/core/brand';
import { team } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
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

export function ContactPage() {
  return (
    <>
      <PageMeta title={m.public_contact_title()} description={m.public_desc_contact({ brand: brand.name, city: brand.city })} />
      <PageHero eyebrow={m.public_contact_title()} title={m.public_contact_headline()} lead={m.public_contact_lead()} />

      <section aria-labelledby="team-heading" className="pt-16 md:pt-24">
        <Container>
          <SectionHeading id="team-heading" eyebrow={m.public_contact_consultants()} title={m.public_contact_team_heading()} />
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

      <CallToActionBand title={m.public_contact_closing_headline()} text={m.public_contact_closing_text()}>
        <Button asChild variant="accent" size="lg">
          <SiteLink to={paths.register}>{m.public_start_search()}</SiteLink>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <ExternalLink href={whatsAppLink(brand.adminWhatsApp)}>
            <MessageCircle aria-hidden />
            {m.public_contact_chat_now()}
          </ExternalLink>
        </Button>
      </CallToActionBand>
    </>
  );
}
