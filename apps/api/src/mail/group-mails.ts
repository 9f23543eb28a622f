import { brand } from '@nestway/core/brand';
import { INVITATION_TTL_SECONDS } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import type { Locale } from '@nestway/core/locales';
import { renderMail } from './layout';

interface Invitation {
  email: string;
  leaderName: string;
  numberOfTenants: number;
  link: string;
  /** The invitee's own language when they have an account, else the leader's. */
  locale: Locale;
}

const ttlDays = INVITATION_TTL_SECONDS / (24 * 60 * 60);

/** Asks a co-tenant to join the leader's group; the link registers them (or signs them in) and joins them. */
export const cotenantInvitationMail = (invitation: Invitation) => {
  const { leaderName, locale } = invitation;
  return renderMail({
    to: invitation.email,
    locale,
    subject: m.email_invitation_subject({ leaderName, brand: brand.name }, { locale }),
    paragraphs: [
      m.email_invitation_invited({ leaderName, brand: brand.name, count: invitation.numberOfTenants }, { locale }),
      m.email_invitation_leader({ leaderName }, { locale }),
      m.email_invitation_link({ days: ttlDays }, { locale }),
    ],
    button: { label: m.email_invitation_button({}, { locale }), url: invitation.link },
    footnote: m.email_invitation_footnote({ leaderName }, { locale }),
  });
};
