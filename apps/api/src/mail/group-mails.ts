import { brand } from '@nestway/core/brand';
import { INVITATION_TTL_SECONDS } from '@nestway/core/groups';
import { renderMail } from './layout';

interface Invitation {
  email: string;
  leaderName: string;
  numberOfTenants: number;
  link: string;
}

const ttlDays = INVITATION_TTL_SECONDS / (24 * 60 * 60);

/** Asks a co-tenant to join the leader's group; the link registers them (or signs them in) and joins them. */
export const cotenantInvitationMail = (invitation: Invitation) =>
  renderMail({
    to: invitation.email,
    subject: `${invitation.leaderName} invited you to rent together on ${brand.name}`,
    greetingName: 'there',
    paragraphs: [
      `${invitation.leaderName} is looking for a home with ${brand.name} for a group of ${invitation.numberOfTenants} tenants and has invited you to join the group.`,
      `${invitation.leaderName} is the group leader and handles the payments and the scheduling of the consultation for the group. You give your own personal information and upload your own documents.`,
      `Use the button below to create your account, or to sign in if you already have one. The link works once and expires in ${ttlDays} days.`,
    ],
    button: { label: 'Join the group', url: invitation.link },
    footnote: `If you do not know ${invitation.leaderName}, you can ignore this e-mail: nothing happens unless you use the link.`,
  });
