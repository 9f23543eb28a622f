import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { formatMoney } from '@nestway/core/money';
import { PROOF_VERIFICATION_HOURS } from '@nestway/core/payments';
import { mailFormats, type Recipient } from './formats';
import { renderMail } from './layout';

interface PaymentSummary {
  amountPence: number;
}

/** To the client after a bank-transfer proof upload. */
export const paymentReceivedMail = (to: Recipient, payment: PaymentSummary, dashboardUrl: string) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_payment_received_subject({}, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_payment_received_thanks({ amount: mailFormats(locale).money(payment.amountPence) }, { locale }),
      m.email_payment_received_next({ hours: PROOF_VERIFICATION_HOURS }, { locale }),
    ],
    button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
  });
};

/** To the admin team when a client uploads or replaces a proof (in English, as every e-mail to staff). */
export const proofToVerifyMail = (
  client: { email: string; fullName: string },
  payment: PaymentSummary,
  clientUrl: string,
  replaced: boolean,
) =>
  renderMail({
    to: brand.adminEmail,
    subject: `${replaced ? 'Updated payment proof' : 'Payment proof'} to verify: ${client.fullName}`,
    greetingName: `${brand.name} team`,
    paragraphs: [
      `${client.fullName} (${client.email}) ${replaced ? 'replaced the proof of their' : 'uploaded a proof of'} bank-transfer payment of ${formatMoney(payment.amountPence)}.`,
      `Please check it against the account and verify or reject it within ${PROOF_VERIFICATION_HOURS} hours.`,
    ],
    button: { label: 'Review the payment', url: clientUrl },
  });

/** What a verified payment leaves the client to do: their documents, nothing while they are in, or nothing once the fee is paid in full. */
export type AfterVerifiedPayment = 'documents' | 'documents-in' | 'paid-in-full';

const afterVerified = {
  documents: m.email_next_documents,
  'documents-in': m.email_next_documentsIn,
  'paid-in-full': m.email_next_paidInFull,
} satisfies Record<AfterVerifiedPayment, unknown>;

/** To the client when the admin verifies a payment. */
export const paymentVerifiedMail = (
  to: Recipient,
  payment: PaymentSummary,
  notes: string | null,
  dashboardUrl: string,
  next: AfterVerifiedPayment,
) => {
  const { locale } = to;
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_payment_verified_subject({}, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_payment_verified_body({ amount: mailFormats(locale).money(payment.amountPence) }, { locale }),
      ...(notes ? [m.email_noteFromTeam({ notes }, { locale })] : []),
      afterVerified[next]({}, { locale }),
    ],
    button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
  });
};

/** To the client when the admin rejects a payment: why, and what to do next. */
export const paymentRejectedMail = (to: Recipient, payment: PaymentSummary, notes: string | null, paymentUrl: string) => {
  const { locale } = to;
  const format = mailFormats(locale);
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_payment_rejected_subject({}, { locale }),
    greetingName: to.fullName,
    paragraphs: [
      m.email_payment_rejected_body({ amount: format.money(payment.amountPence) }, { locale }),
      notes ? m.email_reasonFromTeam({ reason: notes }, { locale }) : m.email_payment_rejected_noMatch({}, { locale }),
      m.email_payment_rejected_next({}, { locale }),
    ],
    button: { label: m.email_payment_rejected_button({}, { locale }), url: paymentUrl },
    footnote: m.email_footnote_contactAdmin({ contact: format.adminContact() }, { locale }),
  });
};
