import { listCustomerPurchases, returnPurchase } from '../../contract/returns.js';
import { SHOWS_MONEY } from '../money-views.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** What is returnable changes with every return at any counter: good only for the moment asked. */
export const useCustomerPurchases = queryHook(listCustomerPurchases, { staleTime: 0, ...SHOWS_MONEY });

export const useReturnPurchase = mutationHook(returnPurchase, { changesMoney: true });
