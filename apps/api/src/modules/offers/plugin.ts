import { offersApi } from '@nestway/core/contracts/offers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sessionUser } from '../../plugins/access';
import { listAllOffers, listOwnOffers } from './list-offers';
import { makeOffer } from './make-offer';
import { respondToOffer } from './respond-to-offer';
import { withdrawOffer } from './withdraw-offer';

/** Rent offers: the client's offers on their viewings, made and withdrawn; the admin's list and answers. */
export async function offersPlugin(app: FastifyInstance) {
  const { ctx } = app;

  route(app, offersApi.mine, async (request) => listOwnOffers(ctx.db, sessionUser(request).id, request.params.userId));

  route(app, offersApi.create, async (request) => makeOffer(ctx, sessionUser(request).id, request.body));

  route(app, offersApi.withdraw, async (request) => ({
    success: true as const,
    offer: await withdrawOffer(ctx, sessionUser(request).id, request.params.id),
  }));

  route(app, offersApi.all, async () => listAllOffers(ctx.db));

  route(app, offersApi.respond, async (request) => respondToOffer(ctx, sessionUser(request).id, request.params.id, request.body));
}
