import { brand } from '@nestway/core/brand';
import { OTP_TTL_SECONDS } from '@nestway/core/auth';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

export const verificationMail = (to: Recipient, code: string, link: string) =>
  renderMail({
    to: to.email,
    subject: `${code} is your ${brand.name} verification code`,
    greetingName: to.fullName,
    paragraphs: [
      `Welcome to ${brand.name}. Enter this code on the verification page to confirm your e-mail address.`,
      `The code expires in ${OTP_TTL_SECONDS / 60} minutes. You can also confirm your address with the button below.`,
    ],
    code,
    button: { label: 'Verify my e-mail', url: link },
    footnote: 'If you did not create an account, you can ignore this e-mail.',
  });

export const passwordResetMail = (to: Recipient, link: string) =>
  renderMail({
    to: to.email,
    subject: `Reset your ${brand.name} password`,
    greetingName: to.fullName,
    paragraphs: ['We received a request to reset the password of your account.', 'This link expires in 1 hour and works once.'],
    button: { label: 'Choose a new password', url: link },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
