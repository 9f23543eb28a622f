import { brand } from '@nestway/core/brand';
import { formatMoney } from '@nestway/core/money';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

export interface CardCharge {
  baseAmount: number;
  transactionFee: number;
  totalAmount: number;
  paymentIntentId: string;
}

const breakdown = (charge: CardCharge) =>
  `Service fee ${formatMoney(charge.baseAmount)} + card transaction fee ${formatMoney(charge.transactionFee)} = ${formatMoney(charge.totalAmount)}.`;

/** The client's receipt, sent once per card payment. */
export const cardPaymentReceiptMail = (to: Recipient, charge: CardCharge, dashboardUrl: string) =>
  renderMail({
    to: to.email,
    subject: `Your ${brand.name} card payment of ${formatMoney(charge.totalAmount)}`,
    greetingName: to.fullName,
    paragraphs: [
      `Thank you. Your card payment of ${formatMoney(charge.totalAmount)} went through.`,
      breakdown(charge),
      'Our team will now verify it and e-mail you as soon as it is done. You can follow it on your dashboard.',
    ],
    button: { label: 'Go to my dashboard', url: dashboardUrl },
    footnote: `Payment reference: ${charge.paymentIntentId}. Keep it if you need to contact us about this payment.`,
  });

/** To the admin team: a card payment to verify. */
export const cardPaymentToVerifyMail = (client: Recipient, charge: CardCharge, clientUrl: string) =>
  renderMail({
    to: brand.adminEmail,
    subject: `Card payment to verify: ${client.fullName}`,
    greetingName: `${brand.name} team`,
    paragraphs: [
      `${client.fullName} (${client.email}) paid ${formatMoney(charge.totalAmount)} by card.`,
      breakdown(charge),
      `Stripe reference: ${charge.paymentIntentId}.`,
    ],
    button: { label: 'Review the payment', url: clientUrl },
  });
