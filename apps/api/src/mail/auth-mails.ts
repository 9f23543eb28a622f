import { brand } from '@nestway/core/brand';
import { OTP_TTL_SECONDS } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import type { Recipient } from './formats';
import { renderMail } from './layout';

export const verificationMail = (to: Recipient, code: string, link: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_verification_subject({ code, brand: brand.name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_verification_welcome({ brand: brand.name }, { locale }),
      m.email_verification_expiry({ minutes: OTP_TTL_SECONDS / 60 }, { locale }),
    ],
    code,
    button: { label: m.email_verification_button({}, { locale }), url: link },
    footnote: m.email_verification_footnote({}, { locale }),
  });
};

export const passwordResetMail = (to: Recipient, link: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_reset_subject({ brand: brand.name }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_reset_request({}, { locale }), m.email_reset_expiry({}, { locale })],
    button: { label: m.email_reset_button({}, { locale }), url: link },
    footnote: m.email_reset_footnote({}, { locale }),
  });
};
