import { brand } from '@nestway/core/brand';
import { STAFF_INVITATION_TTL_SECONDS } from '@nestway/core/staff';
import { renderMail } from './layout';

export const staffInvitationMail = (to: { email: string; fullName: string }, inviterName: string, link: string) =>
  renderMail({
    to: to.email,
    subject: `${inviterName} invited you to the ${brand.name} back office`,
    greetingName: to.fullName,
    paragraphs: [
      `${inviterName} has invited you to join the ${brand.name} team as a staff member.`,
      `Choose your password with the button below. The link works once and expires in ${STAFF_INVITATION_TTL_SECONDS / 3600} hours.`,
    ],
    button: { label: 'Join the team', url: link },
    footnote: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
