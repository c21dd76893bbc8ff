import { logout, sendOtp, verifyMemberOtp, verifyOtp } from '../../contract/auth.js';
import { mutationHook } from '../mutation-hook.js';

export const useSendOtp = mutationHook(sendOtp);

export const useVerifyOtp = mutationHook(verifyOtp);

export const useLogout = mutationHook(logout);

export const useVerifyMemberOtp = mutationHook(verifyMemberOtp);
