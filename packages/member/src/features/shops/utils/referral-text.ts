import { formatCount, formatCountOf } from '@countertop/api';
import type { ShopBalances } from './group-shops';

const friends = (n: number) => formatCountOf(n, 'friend');

/**
 * The words of a shop's 'Invite a friend' (docs/domain.md, "Referrals"): what a referral earns
 * here (nothing on a stamp card), the message the invite is shared with, how many friends the
 * member referred here and who referred them.
 */
export function referralText(
  businessName: string,
  {
    referralBonus,
    totalReferred,
    referredBy,
  }: Pick<ShopBalances, 'referralBonus' | 'totalReferred' | 'referredBy'>,
) {
  return {
    invite:
      referralBonus > 0
        ? `Invite a friend: their first purchase at ${businessName} earns you ${formatCount(referralBonus)} points.`
        : `Invite a friend to ${businessName}.`,
    shareTitle: `Join me at ${businessName}`,
    shareText: `Join me at ${businessName} on Countertop: sign up with my link.`,
    referred: totalReferred > 0 ? `You have referred ${friends(totalReferred)} here.` : undefined,
    referredBy: referredBy ? `${referredBy.name} referred you here.` : undefined,
  };
}
