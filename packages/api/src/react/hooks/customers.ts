import { customerDetails, refundCustomer, searchCustomer } from '../../contract/customers.js';
import { SHOWS_MONEY } from '../money-views.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** Balances change at every counter: an answer is only good for the moment it was asked. */
export const useCustomerDetails = queryHook(customerDetails, { staleTime: 0, ...SHOWS_MONEY });

/** A mutation rather than a query: each search is a deliberate act, and its result is handed on. */
export const useSearchCustomer = mutationHook(searchCustomer);

export const useRefundCustomer = mutationHook(refundCustomer, { changesMoney: true });
