import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import type { Locale } from '@nestway/core/locales';
import { formatMoney } from '@nestway/core/money';
import { mailFormats, type Recipient } from './formats';
import { renderMail } from './layout';

export interface CardCharge {
  baseAmount: number;
  transactionFee: number;
  totalAmount: number;
  paymentIntentId: string;
}

const breakdown = (charge: CardCharge, locale: Locale) => {
  const { money } = mailFormats(locale);
  return m.email_card_breakdown(
    { base: money(charge.baseAmount), fee: money(charge.transactionFee), total: money(charge.totalAmount) },
    { locale },
  );
};

/** The client's receipt, sent once per card payment. */
export const cardPaymentReceiptMail = (to: Recipient, charge: CardCharge, dashboardUrl: string) => {
  const { locale } = to;
  const amount = mailFormats(locale).money(charge.totalAmount);
  return renderMail({
    to: to.email,
    locale,
    subject: m.email_card_subject({ brand: brand.name, amount }, { locale }),
    greetingName: to.fullName,
    paragraphs: [m.email_card_thanks({ amount }, { locale }), breakdown(charge, locale), m.email_card_verifyNext({}, { locale })],
    button: { label: m.email_button_dashboard({}, { locale }), url: dashboardUrl },
    footnote: m.email_card_footnote({ reference: charge.paymentIntentId }, { locale }),
  });
};

/** To the admin team: a card payment to verify (in English, as every e-mail to staff). */
export const cardPaymentToVerifyMail = (client: { email: string; fullName: string }, charge: CardCharge, clientUrl: string) =>
  renderMail({
    to: brand.adminEmail,
    subject: `Card payment to verify: ${client.fullName}`,
    greetingName: `${brand.name} team`,
    paragraphs: [
      `${client.fullName} (${client.email}) paid ${formatMoney(charge.totalAmount)} by card.`,
      breakdown(charge, 'en'),
      `Stripe reference: ${charge.paymentIntentId}.`,
    ],
    button: { label: 'Review the payment', url: clientUrl },
  });
