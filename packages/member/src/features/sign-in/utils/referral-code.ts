import { referralCode } from '@countertop/api';

/** What is wrong with a typed referral code, in the contract's words; undefined when it will do (or is empty). */
export function referralCodeProblem(typed: string): string | undefined {
  const checked = referralCode.safeParse(typed);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
