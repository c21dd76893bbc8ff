import { businessStats, staffDashboard } from '../../contract/dashboard.js';
import {
  addAndPublishGiftCard,
  addGiftCard,
  deleteGiftCard,
  listGiftCards,
  publishGiftCard,
  sellGiftCard,
  updateGiftCard,
} from '../../contract/gift-cards.js';
import { SHOWS_MONEY } from '../money-views.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useGiftCards = queryHook(listGiftCards, SHOWS_MONEY);

export const useSellGiftCard = mutationHook(sellGiftCard, { changesMoney: true });

// A template's change shows in its list, the dashboard's Active Giftcards tile and the staff dashboard.
const giftCardViews = [listGiftCards, businessStats, staffDashboard];

export const useAddGiftCard = mutationHook(addGiftCard, { invalidates: giftCardViews });

export const useAddAndPublishGiftCard = mutationHook(addAndPublishGiftCard, { invalidates: giftCardViews });

export const useUpdateGiftCard = mutationHook(updateGiftCard, { invalidates: giftCardViews });

export const usePublishGiftCard = mutationHook(publishGiftCard, { invalidates: giftCardViews });

export const useDeleteGiftCard = mutationHook(deleteGiftCard, { invalidates: giftCardViews });
