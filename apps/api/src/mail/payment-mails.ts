import { brand, whatsAppLink } from '@nestway/core/brand';
import { formatMoney } from '@nestway/core/money';
import { PROOF_VERIFICATION_HOURS } from '@nestway/core/payments';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

interface PaymentSummary {
  amountPence: number;
}

const adminContact = `WhatsApp ${whatsAppLink(brand.adminWhatsApp)} or e-mail ${brand.supportEmail}`;

/** To the client after a bank-transfer proof upload. */
export const paymentReceivedMail = (to: Recipient, payment: PaymentSummary, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `We received your payment proof`,
    greetingName: to.fullName,
    paragraphs: [
      `Thank you. We received your proof of payment for ${formatMoney(payment.amountPence)} by bank transfer.`,
      `Our team will verify it within ${PROOF_VERIFICATION_HOURS} hours and e-mail you as soon as it is done. Until then you can replace or delete the proof on the payment page.`,
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
  });

/** To the admin team when a client uploads or replaces a proof. */
export const proofToVerifyMail = (client: Recipient, payment: PaymentSummary, clientUrl: string, replaced: boolean) =>
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
  documents: 'Your next step is to upload your identity and supporting documents from your dashboard.',
  'documents-in': 'Your documents are with us too, so there is nothing more to do for now: we will be in touch about the next steps.',
  'paid-in-full': 'Your service fee is paid in full; your consultant will guide you through reserving the property.',
} as const satisfies Record<AfterVerifiedPayment, string>;

/** To the client when the admin verifies a payment. */
export const paymentVerifiedMail = (
  to: Recipient,
  payment: PaymentSummary,
  notes: string | null,
  dashboardUrl: string,
  next: AfterVerifiedPayment,
) =>
  renderMail({
    to: to.email,
    subject: 'Your payment has been verified',
    greetingName: to.fullName,
    paragraphs: [
      `Good news: your payment of ${formatMoney(payment.amountPence)} has been verified.`,
      ...(notes ? [`Note from our team: ${notes}`] : []),
      afterVerified[next],
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
  });

/** To the client when the admin rejects a payment: why, and what to do next. */
export const paymentRejectedMail = (to: Recipient, payment: PaymentSummary, notes: string | null, paymentUrl: string) =>
  renderMail({
    to: to.email,
    subject: 'We could not verify your payment',
    greetingName: to.fullName,
    paragraphs: [
      `We could not verify your payment of ${formatMoney(payment.amountPence)}.`,
      notes ? `Reason from our team: ${notes}` : 'Our team did not find the payment matching your proof.',
      'What to do next: check that the transfer was sent in GBP to the account shown on the payment page, then upload a new proof of payment there (or pay by card). If you believe this is a mistake, contact us and we will help.',
    ],
    button: { label: 'Go to the payment page', url: paymentUrl },
    footnote: `Contact the admin team: ${adminContact}.`,
  });
