import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  addAndPublishOffer,
  addOffer as addEndpoint,
  deleteOffer as deleteEndpoint,
  listOffers as listEndpoint,
  offerDetails as detailsEndpoint,
  publishOffer as publishEndpoint,
  updateOffer as updateEndpoint,
} from '../../../contract.js';
import type { Auth } from '../../../domain/caller.js';
import { protectedRoute } from '../../../http/route.js';
import type { SaveContext } from './offer-fields.js';
import {
  addOffer,
  deleteOffer,
  listOffers,
  offerDetails,
  publishOffer,
  updateOffer,
} from './offer-repository.js';

/** Offers: owners only (docs/product/management.md §6), always the caller's own business. */
export async function offerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;
  // The host tells the business's own absolute image URLs from outside ones.
  const saving = (auth: Auth, host: string): SaveContext => ({
    businessId: auth.businessId,
    now: clock.now(),
    host,
  });

  protectedRoute(app, addEndpoint, ({ auth, body, request }) =>
    addOffer(db, body, saving(auth, request.host), false),
  );
  protectedRoute(app, addAndPublishOffer, ({ auth, body, request }) =>
    addOffer(db, body, saving(auth, request.host), true),
  );
  protectedRoute(app, updateEndpoint, ({ auth, body, request }) =>
    updateOffer(db, body.offerId, body, saving(auth, request.host)),
  );
  protectedRoute(app, publishEndpoint, ({ auth, body }) =>
    publishOffer(db, auth.businessId, body.offerId, clock.now()),
  );
  protectedRoute(app, deleteEndpoint, ({ auth, body }) =>
    deleteOffer(db, auth.businessId, body.offerId, clock.now()),
  );
  protectedRoute(app, detailsEndpoint, ({ auth, body }) =>
    offerDetails(db, auth.businessId, body.offerId, clock.now()),
  );
  protectedRoute(app, listEndpoint, ({ auth, body }) => listOffers(db, auth.businessId, body, clock.now()));
}
