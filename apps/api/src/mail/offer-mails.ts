import { formatMoney } from '@nestway/core/money';
import { renderMail } from './layout';

interface Recipient {
  email: string;
  fullName: string;
}

interface AnsweredOffer {
  propertyAddress: string;
  offerPence: number;
  accepted: boolean;
  adminResponse: string | null;
  /** The dashboard's Property Viewings section, where the client's offers are listed. */
  dashboardUrl: string;
  /** For an accepted offer: the rest of the service fee now due, and where to pay it; null when nothing is left to pay. */
  rest: { remainingPence: number; payUrl: string; payerName: string | null } | null;
}

/** To the client when the admin accepts or rejects their offer, with the team's response. */
export const offerAnsweredMail = (to: Recipient, offer: AnsweredOffer) => {
  const amount = `${formatMoney(offer.offerPence)} a month`;
  const response = offer.adminResponse ? [`Response from our team: ${offer.adminResponse}`] : [];
  return renderMail({
    to: to.email,
    subject: offer.accepted
      ? `Your offer on ${offer.propertyAddress} has been accepted`
      : `Your offer on ${offer.propertyAddress} was not accepted`,
    greetingName: to.fullName,
    paragraphs: offer.accepted
      ? [
          `Good news: your offer of ${amount} for ${offer.propertyAddress} has been accepted.`,
          ...response,
          ...(offer.rest
            ? [
                offer.rest.payerName
                  ? `To reserve it, the rest of the service fee, ${formatMoney(offer.rest.remainingPence)}, is now due. Your group leader, ${offer.rest.payerName}, pays it for the group.`
                  : `To reserve it, please pay the rest of your service fee, ${formatMoney(offer.rest.remainingPence)}, by card or bank transfer.`,
              ]
            : []),
          'Our team will be in touch shortly about the next steps of reserving the property.',
        ]
      : [
          `We are sorry: your offer of ${amount} for ${offer.propertyAddress} was not accepted.`,
          ...response,
          'Your other viewings and offers are on your dashboard, and our team is happy to help you find the right home.',
        ],
    button:
      offer.rest && !offer.rest.payerName
        ? { label: 'Pay the rest of my fee', url: offer.rest.payUrl }
        : { label: 'View my offers', url: offer.dashboardUrl },
  });
};
