import {
  billingPlanDetails,
  listOffers,
  offerDetails,
  accountInfoDetails,
  businessInfoDetails,
  businessStats,
  businessTrends,
  customerDetails,
  getRewardTransactionStatus,
  listDevices,
  listGiftCards,
  listMemberActivity,
  listMemberGiftCards,
  listMemberSubscriptions,
  listPendingRewardTransactions,
  getMemberProfile,
  listStaff,
  listStores,
  rewardPlanDetails,
  staffDashboard,
  listRewardTransactions,
  listWalletTransactions,
  listGiftCardTransactions,
  listSubscriptions,
  subscriptionDetails,
  hasNewMessage,
  HAS_NEW_MSG_POLL_MS,
} from '../contract/index.js';
import type { RequestOf } from '../contract/index.js';
import { queryHook } from './query-hook.js';

/** Enough for every store of a business in one page (the contract's largest page). */
export const ALL_STORES: RequestOf<typeof listStores> = { offset: 0, limit: 100 };

export const useStores = queryHook(listStores);

/** Balances change at every counter: an answer is only good for the moment it was asked. */
export const useCustomerDetails = queryHook(customerDetails, { staleTime: 0 });

/** A counter screen left open in a background tab still has to notice the member's answer. */
export const useRewardTransactionStatus = queryHook(getRewardTransactionStatus, {
  staleTime: 0,
  refetchIntervalInBackground: true,
});

export const useGiftCards = queryHook(listGiftCards);

export const useBusinessStats = queryHook(businessStats);

/** Today's figures change with every sale: asked afresh each time the dashboard is shown. */
export const useBusinessTrends = queryHook(businessTrends, { staleTime: 0 });

export const useStaffDashboard = queryHook(staffDashboard);

export const useRewardPlan = queryHook(rewardPlanDetails);

/** Sign-ins happen on other devices all the time: the list is asked afresh each time it is shown. */
export const useDevices = queryHook(listDevices, { staleTime: 0 });

export const useBusinessInfo = queryHook(businessInfoDetails);

export const useAccountInfo = queryHook(accountInfoDetails);

export const useStaffList = queryHook(listStaff);

/** The member's own profile: name, username and the memberId their pass encodes. */
export const useMemberProfile = queryHook(getMemberProfile);

/** Balances change at the counter, not here: each visit to the pass asks again. */
export const useMemberSubscriptions = queryHook(listMemberSubscriptions, { staleTime: 0 });

export const useMemberActivity = queryHook(listMemberActivity, { staleTime: 0 });

export const useMemberGiftCards = queryHook(listMemberGiftCards, { staleTime: 0 });

/**
 * Requests the counter is waiting on. Polled (the screen sets the interval) until the chat socket
 * pushes them; a phone with the app in the background still has to see one when it comes back.
 */
export const usePendingRewardTransactions = queryHook(listPendingRewardTransactions, {
  staleTime: 0,
  refetchIntervalInBackground: true,
});

export const useOffers = queryHook(listOffers);

export const useOfferDetails = queryHook(offerDetails);

export const useBillingPlan = queryHook(billingPlanDetails);

/** The transactions screen's tabs: every reward, sale and refund is new at the counter. */
export const useRewardTransactions = queryHook(listRewardTransactions, { staleTime: 0 });
export const useWalletTransactions = queryHook(listWalletTransactions, { staleTime: 0 });
export const useGiftCardTransactions = queryHook(listGiftCardTransactions, { staleTime: 0 });

export const useSubscriptions = queryHook(listSubscriptions, { staleTime: 0 });

export const useSubscriptionDetails = queryHook(subscriptionDetails, { staleTime: 0 });

/**
 * The header's unread dot: polled every 120 s (the spec's interval); a message arriving on an open
 * socket should invalidate it at once. The header passes
 * `requestOptions: { loadingToast: false, errorToast: false }`: a poll never shows a toast.
 */
export const useHasNewMessage = queryHook(hasNewMessage, {
  refetchInterval: HAS_NEW_MSG_POLL_MS,
  staleTime: 0,
});
