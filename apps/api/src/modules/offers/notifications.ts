import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { deliverNotice } from '../../mail/deliver';
import { offerAnsweredMail } from '../../mail/offer-mails';
import type { OfferWithClient } from './records';

/** E-mails the client the admin's answer to their offer, linking to the dashboard's viewings. */
export async function notifyOfferAnswered(ctx: AppContext, { offer, viewing, client }: OfferWithClient) {
  const message = offerAnsweredMail(client, {
    propertyAddress: viewing.propertyAddress,
    offerPence: offer.offerPence,
    accepted: offer.status === 'accepted',
    adminResponse: offer.adminResponse,
    dashboardUrl: `${appLink(ctx.config, paths.dashboard)}#viewings`,
  });
  await deliverNotice(ctx, message, { offerId: offer.id });
}
