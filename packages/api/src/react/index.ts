export { ApiProvider, useApiClient } from './api-provider.js';
export { endpointQueryKey, endpointQueryOptions, queryHook } from './query-hook.js';
export type { EndpointQueryKey, QueryHookArgs, QueryHookOptions, QuerySettings } from './query-hook.js';
export { mutationHook } from './mutation-hook.js';
export type { MutationDefaults, MutationHookOptions } from './mutation-hook.js';
export {
  ALL_STORES,
  useAccountInfo,
  useBusinessInfo,
  useBusinessStats,
  useCustomerDetails,
  useDevices,
  useGiftCards,
  useRewardPlan,
  useRewardTransactionStatus,
  useStaffDashboard,
  useStaffList,
  useStores,
} from './queries.js';
export {
  useAddRewardTransaction,
  useAddStaff,
  useAddStore,
  useDeleteDevice,
  useDeleteRewardTransaction,
  useLogout,
  useRefundCustomer,
  useRegister,
  useRewardCustomer,
  useSearchCustomer,
  useSelectCounter,
  useSellGiftCard,
  useSendOtp,
  useUpdateAccountInfo,
  useUpdateBusinessInfo,
  useUpdateOwnerInfo,
  useUpdateRewardPlan,
  useUpdateStaff,
  useUpdateStore,
  useVerifyOtp,
} from './mutations.js';
