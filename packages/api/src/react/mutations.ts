import {
  addRewardTransaction,
  deleteRewardTransaction,
  logout,
  refundCustomer,
  rewardCustomer,
  searchCustomer,
  selectCounter,
  sellGiftCard,
  sendOtp,
  verifyOtp,
} from '../contract/index.js';
import { mutationHook } from './mutation-hook.js';

export const useSendOtp = mutationHook(sendOtp);

export const useVerifyOtp = mutationHook(verifyOtp);

export const useSelectCounter = mutationHook(selectCounter);

export const useLogout = mutationHook(logout);

/** A mutation rather than a query: each search is a deliberate act, and its result is handed on. */
export const useSearchCustomer = mutationHook(searchCustomer);

export const useAddRewardTransaction = mutationHook(addRewardTransaction);

export const useDeleteRewardTransaction = mutationHook(deleteRewardTransaction);

export const useRewardCustomer = mutationHook(rewardCustomer);

export const useSellGiftCard = mutationHook(sellGiftCard);

export const useRefundCustomer = mutationHook(refundCustomer);
