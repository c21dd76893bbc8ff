import {
  accountInfoDetails,
  businessInfoDetails,
  updateAccountInfo,
  updateBusinessInfo,
  updateOwnerInfo,
} from '../../contract/profile.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useBusinessInfo = queryHook(businessInfoDetails);

export const useAccountInfo = queryHook(accountInfoDetails);

export const useUpdateBusinessInfo = mutationHook(updateBusinessInfo, { invalidates: [businessInfoDetails] });

export const useUpdateOwnerInfo = mutationHook(updateOwnerInfo, { invalidates: [businessInfoDetails] });

export const useUpdateAccountInfo = mutationHook(updateAccountInfo, {
  invalidates: [accountInfoDetails, businessInfoDetails],
});
