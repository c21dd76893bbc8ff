export { ApiProvider, useApiClient } from './api-provider.js';
export type { MutationHookOptions } from './mutation-config.js';
export { sendOtpRequest, useSendOtp } from './use-send-otp.js';
export type { SendOtpInput, SendOtpResult } from './use-send-otp.js';
export { verifyOtpRequest, useVerifyOtp } from './use-verify-otp.js';
export type { VerifyOtpInput, VerifyOtpResult } from './use-verify-otp.js';
export { logoutRequest, useLogout } from './use-logout.js';
export type { LogoutResult } from './use-logout.js';
export { ALL_STORES, getStores, storesQueryKey, storesQueryOptions, useStores } from './use-stores.js';
export type { StoresPage, StoresResult, UseStoresOptions } from './use-stores.js';
export { retryUnanswered, useIdempotentMutation } from './idempotent-mutation.js';
export { searchCustomerRequest, useSearchCustomer } from './use-search-customer.js';
export type { SearchCustomerInput, SearchCustomerResult } from './use-search-customer.js';
export {
  customerDetailsQueryKey,
  customerDetailsQueryOptions,
  getCustomerDetails,
  useCustomerDetails,
} from './use-customer-details.js';
export type { CustomerDetailsResult, UseCustomerDetailsOptions } from './use-customer-details.js';
export { addRewardTransactionRequest, useAddRewardTransaction } from './use-add-reward-transaction.js';
export type { AddRewardTransactionInput, AddRewardTransactionResult } from './use-add-reward-transaction.js';
export {
  getRewardTransactionStatusRequest,
  rewardTransactionStatusQueryKey,
  rewardTransactionStatusQueryOptions,
  useRewardTransactionStatus,
} from './use-reward-transaction-status.js';
export type {
  RewardTransactionStatusQuery,
  RewardTransactionStatusResult,
  UseRewardTransactionStatusOptions,
} from './use-reward-transaction-status.js';
export {
  deleteRewardTransactionOnUnload,
  deleteRewardTransactionRequest,
  useDeleteRewardTransaction,
} from './use-delete-reward-transaction.js';
export type { DeleteRewardTransactionResult } from './use-delete-reward-transaction.js';
export { rewardCustomerRequest, useRewardCustomer } from './use-reward-customer.js';
export type { RewardCustomerInput, RewardCustomerResult } from './use-reward-customer.js';
export { getGiftCards, giftCardsQueryKey, giftCardsQueryOptions, useGiftCards } from './use-gift-cards.js';
export type { GiftCardsRequest, GiftCardsResult, UseGiftCardsOptions } from './use-gift-cards.js';
export { sellGiftCardRequest, useSellGiftCard } from './use-sell-gift-card.js';
export type { SellGiftCardInput, SellGiftCardResult } from './use-sell-gift-card.js';
export { refundCustomerRequest, useRefundCustomer } from './use-refund-customer.js';
export type { RefundCustomerInput, RefundCustomerResult } from './use-refund-customer.js';
export {
  businessStatsQueryKey,
  businessStatsQueryOptions,
  getBusinessStats,
  useBusinessStats,
} from './use-business-stats.js';
export type { BusinessStatsResult } from './use-business-stats.js';
export {
  getStaffDashboard,
  staffDashboardQueryKey,
  staffDashboardQueryOptions,
  useStaffDashboard,
} from './use-staff-dashboard.js';
export type { StaffDashboardResult } from './use-staff-dashboard.js';
