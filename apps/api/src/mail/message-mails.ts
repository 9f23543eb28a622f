import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import type { Recipient } from './formats';
import { renderMail } from './layout';

/**
 * To the client when the admin team sends them a message: a short notice that one is waiting, with a
 * link to the dashboard where it opens. Never the message itself, which stays behind the sign-in.
 */
export const newMessageMail = (to: Recipient, dashboardUrl: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_message_subject({ brand: brand.name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_message_body({}, { locale })],
    button: { label: m.email_message_button({}, { locale }), url: dashboardUrl },
  });
};
