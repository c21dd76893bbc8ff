export { ApiProvider, useApiClient } from './api-provider.js';
export { endpointQueryKey, endpointQueryOptions, queryHook } from './query-hook.js';
export type { EndpointQueryKey, QueryHookArgs, QueryHookOptions, QuerySettings } from './query-hook.js';
export { mutationHook } from './mutation-hook.js';
export type { MutationHookOptions } from './mutation-hook.js';
export {
  ALL_STORES,
  useBusinessStats,
  useCustomerDetails,
  useGiftCards,
  useRewardTransactionStatus,
  useStaffDashboard,
  useStores,
} from './queries.js';
export {
  useAddRewardTransaction,
  useDeleteRewardTransaction,
  useLogout,
  useRefundCustomer,
  useRewardCustomer,
  useSearchCustomer,
  useSelectCounter,
  useSellGiftCard,
  useSendOtp,
  useVerifyOtp,
} from './mutations.js';
