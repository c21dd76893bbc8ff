import { getReferralCode } from '../../contract/referrals.js';
import { queryHook } from '../query-hook.js';

/**
 * The member's code and link at one shop. The server makes the code on the first call and gives
 * the same one after, so the answer never goes stale.
 */
export const useReferralCode = queryHook(getReferralCode, { staleTime: Infinity });
