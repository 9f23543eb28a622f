import * as m from '@nestway/core/i18n/messages';
import { mailFormats, type Recipient } from './formats';
import { renderMail } from './layout';

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

/** What an accepted offer leaves to pay: the client pays it, or their group leader does. */
const restParagraph = (rest: NonNullable<AnsweredOffer['rest']>, remaining: string, locale: Recipient['locale']) =>
  rest.payerName
    ? m.email_offer_rest_leader({ remaining, payerName: rest.payerName }, { locale })
    : m.email_offer_rest_pay({ remaining }, { locale });

/** To the client when the admin accepts or rejects their offer, with the team's response. */
export const offerAnsweredMail = (to: Recipient, offer: AnsweredOffer) => {
  const { locale } = to;
  const { money } = mailFormats(locale);
  const amount = money(offer.offerPence);
  const address = offer.propertyAddress;
  const response = offer.adminResponse ? [m.email_offer_response({ response: offer.adminResponse }, { locale })] : [];
  return renderMail({
    to: to.email,
    locale,
    subject: offer.accepted
      ? m.email_offer_accepted_subject({ address }, { locale })
      : m.email_offer_rejected_subject({ address }, { locale }),
    greetingName: to.fullName,
    paragraphs: offer.accepted
      ? [
          m.email_offer_accepted_body({ amount, address }, { locale }),
          ...response,
          ...(offer.rest ? [restParagraph(offer.rest, money(offer.rest.remainingPence), locale)] : []),
          m.email_offer_accepted_next({}, { locale }),
        ]
      : [m.email_offer_rejected_body({ amount, address }, { locale }), ...response, m.email_offer_rejected_next({}, { locale })],
    button:
      offer.rest && !offer.rest.payerName
        ? { label: m.email_offer_button_pay({}, { locale }), url: offer.rest.payUrl }
        : { label: m.email_offer_button_view({}, { locale }), url: offer.dashboardUrl },
  });
};
