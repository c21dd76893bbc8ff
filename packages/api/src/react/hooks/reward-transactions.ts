import { listGiftCardTransactions, listWalletTransactions } from '../../contract/records.js';
import {
  addRewardTransaction,
  deleteRewardTransaction,
  getRewardTransactionStatus,
  listRewardTransactions,
  rewardCustomer,
} from '../../contract/reward-transactions.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** A counter screen left open in a background tab still has to notice the member's answer. */
export const useRewardTransactionStatus = queryHook(getRewardTransactionStatus, {
  staleTime: 0,
  refetchIntervalInBackground: true,
});

/** The transactions screen's tabs: every reward, sale and refund is new at the counter. */
export const useRewardTransactions = queryHook(listRewardTransactions, { staleTime: 0 });
export const useWalletTransactions = queryHook(listWalletTransactions, { staleTime: 0 });
export const useGiftCardTransactions = queryHook(listGiftCardTransactions, { staleTime: 0 });

export const useAddRewardTransaction = mutationHook(addRewardTransaction);

export const useDeleteRewardTransaction = mutationHook(deleteRewardTransaction);

export const useRewardCustomer = mutationHook(rewardCustomer);
