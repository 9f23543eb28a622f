import { brand } from '@nestway/core/brand';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

/**
 * To the client when the admin team sends them a message: a short notice that one is waiting, with a
 * link to the dashboard where it opens. Never the message itself, which stays behind the sign-in.
 */
export const newMessageMail = (to: Recipient, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `You have a new message from the ${brand.name} team`,
    greetingName: to.fullName,
    paragraphs: ['You have a new message from our team. Sign in to your dashboard to read it.'],
    button: { label: 'Read it on my dashboard', url: dashboardUrl },
  });
