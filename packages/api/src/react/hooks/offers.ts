import { businessStats, staffDashboard } from '../../contract/dashboard.js';
import {
  addAndPublishOffer,
  addOffer,
  deleteOffer,
  listOffers,
  offerDetails,
  publishOffer,
  updateOffer,
} from '../../contract/offers.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useOffers = queryHook(listOffers);

export const useOfferDetails = queryHook(offerDetails);

// Likewise for offers: their list, their details, the Active Offers tile and the staff dashboard.
const offerViews = [listOffers, offerDetails, businessStats, staffDashboard];

export const useAddOffer = mutationHook(addOffer, { invalidates: offerViews });

export const useAddAndPublishOffer = mutationHook(addAndPublishOffer, { invalidates: offerViews });

export const useUpdateOffer = mutationHook(updateOffer, { invalidates: offerViews });

export const usePublishOffer = mutationHook(publishOffer, { invalidates: offerViews });

export const useDeleteOffer = mutationHook(deleteOffer, { invalidates: offerViews });
