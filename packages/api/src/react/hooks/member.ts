import {
  approveRewardTransaction,
  getMemberProfile,
  listMemberActivity,
  listMemberGiftCards,
  listMemberSubscriptions,
  listPendingRewardTransactions,
  rejectRewardTransaction,
  updateMemberName,
} from '../../contract/member.js';
import { listMemberBusinesses } from '../../contract/member-businesses.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

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

export const useUpdateMemberName = mutationHook(updateMemberName, { invalidates: [getMemberProfile] });

// An answer changes what is pending, and an approval is followed by the counter completing it;
// approving also accepts the shop.
const answered = [
  listPendingRewardTransactions,
  listMemberBusinesses,
  listMemberSubscriptions,
  listMemberActivity,
  listMemberGiftCards,
];

export const useApproveRewardTransaction = mutationHook(approveRewardTransaction, { invalidates: answered });

export const useRejectRewardTransaction = mutationHook(rejectRewardTransaction, { invalidates: answered });
