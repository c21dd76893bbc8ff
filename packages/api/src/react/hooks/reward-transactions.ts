import { listGiftCardTransactions, listWalletTransactions } from '../../contract/records.js';
import {
  addRewardTransaction,
  deleteRewardTransaction,
  getRewardTransactionStatus,
  listRewardTransactions,
  rewardCustomer,
} from '../../contract/reward-transactions.js';
import { SHOWS_MONEY } from '../money-views.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** A counter screen left open in a background tab still has to notice the member's answer. */
export const useRewardTransactionStatus = queryHook(getRewardTransactionStatus, {
  staleTime: 0,
  refetchIntervalInBackground: true,
});

/** The transactions screen's tabs: every reward, sale and refund is new at the counter. */
export const useRewardTransactions = queryHook(listRewardTransactions, { staleTime: 0, ...SHOWS_MONEY });
export const useWalletTransactions = queryHook(listWalletTransactions, { staleTime: 0, ...SHOWS_MONEY });
export const useGiftCardTransactions = queryHook(listGiftCardTransactions, { staleTime: 0, ...SHOWS_MONEY });

// A pending request is a row of the Reward tab until it completes or is withdrawn.
export const useAddRewardTransaction = mutationHook(addRewardTransaction, {
  invalidates: [listRewardTransactions],
});

export const useDeleteRewardTransaction = mutationHook(deleteRewardTransaction, {
  invalidates: [listRewardTransactions],
});

export const useRewardCustomer = mutationHook(rewardCustomer, { changesMoney: true });
