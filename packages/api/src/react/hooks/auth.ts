// The React Query hooks of the endpoints in contract/auth.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { logout, sendOtp, verifyMemberOtp, verifyOtp } from '../../contract/auth.js';
import { mutationHook } from '../mutation-hook.js';

export const useSendOtp = mutationHook(sendOtp);

export const useVerifyOtp = mutationHook(verifyOtp);

export const useLogout = mutationHook(logout);

export const useVerifyMemberOtp = mutationHook(verifyMemberOtp);
