import type { TeamMember } from '@nestway/core/business';
import { whatsAppLink } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { teamText } from '../content';
import { DotPattern } from './dot-pattern';

/** A team member: initials, name, role and bio, with their WhatsApp chat and e-mail links. */
export function TeamProfileCard({ member }: { member: TeamMember }) {
  const firstName = member.name.split(' ')[0]!;
  const text = teamText[member.key];
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative h-28 bg-gradient-to-br from-brand-800 to-brand-500">
        <DotPattern className="text-white/10" />
      </div>
      <div className="flex flex-1 flex-col px-6 pb-7 sm:px-8 sm:pb-8">
        <span
          aria-hidden="true"
          className="relative -mt-12 flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-accent-400 to-accent-600 font-display text-3xl font-semibold text-white ring-6 ring-white"
        >
          {member.initials}
        </span>
        <h3 className="mt-5 font-display text-2xl font-semibold text-brand-900">{member.name}</h3>
        <p className="mt-1 text-sm font-bold tracking-wide text-accent-700 uppercase">{text.role()}</p>
        <p className="mt-4 flex-1 leading-relaxed text-muted">{text.bio()}</p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <ExternalLink href={whatsAppLink(member.whatsApp)}>
              <MessageCircle aria-hidden />
              {m.public_contact_whats_app({ name: firstName })}
            </ExternalLink>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${member.email}`}>
              <Mail aria-hidden />
              {m.public_contact_email({ name: firstName })}
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}
