import type { listMemberSubscriptions, MemberBusiness, ResponseOf } from '@countertop/api';

export type ShopBalances = ResponseOf<typeof listMemberSubscriptions>['subscriptions'][number];

/** A shop the member belongs to: what they let it do, and their balances there. */
export interface Shop extends MemberBusiness {
  /** Undefined for the moment the two lists disagree (a shop that just added the member). */
  balances: ShopBalances | undefined;
}

export interface ShopGroups {
  /** Shops that added the member at their counter and wait for an answer. */
  invitations: Shop[];
  /** Shops the member accepted, or left without blocking: their balances, as the pass shows them. */
  joined: Shop[];
  blocked: Shop[];
}

/** An invitation the member has not answered yet (leaving one answers it). */
export function isUnanswered(shop: MemberBusiness): boolean {
  return shop.status === 'Invited' && shop.statusChangedAt === null;
}

/** The member's shops in the pass's three sections, each in the server's order (by name). */
export function groupShops(businesses: MemberBusiness[], balances: ShopBalances[]): ShopGroups {
  const byId = new Map(balances.map((b) => [b.businessId, b]));
  const shops = businesses.map((business) => ({ ...business, balances: byId.get(business.businessId) }));
  return {
    invitations: shops.filter(isUnanswered),
    joined: shops.filter((s) => s.status !== 'Blocked' && !isUnanswered(s)),
    blocked: shops.filter((s) => s.status === 'Blocked'),
  };
}
