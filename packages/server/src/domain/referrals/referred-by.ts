import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members, referrals, subscriptions } from '../../db/schema/index.js';

/** The referrer's subscription, apart from the subscription a query is about. */
const REFERRER_SUBSCRIPTION = 'referrer_subscription';
const referrerSubscriptions = alias(subscriptions, REFERRER_SUBSCRIPTION);

/**
 * SQL: the member whose code brought `subscription`'s member to its business
 * (`{customerId, customerName}`), or null; a subquery per row. A referrer who blocked the business
 * is unknown to it (docs/domain.md, "Consent"), so they are named nowhere.
 */
export function referrerOf(subscription: typeof subscriptions) {
  return sql<{ customerId: string; customerName: string } | null>`(select json_build_object(
      'customerId', ${members.memberId}, 'customerName', ${members.name})
    from ${referrals}
    join ${subscriptions} as ${sql.identifier(REFERRER_SUBSCRIPTION)} on ${referrerSubscriptions.id} = ${referrals.referrerSubscriptionId}
    join ${members} on ${members.id} = ${referrerSubscriptions.memberRowId}
    where ${and(
      eq(referrals.businessId, subscription.businessId),
      eq(referrals.referredMemberRowId, subscription.memberRowId),
      ne(referrerSubscriptions.consent, 'Blocked'),
    )})`;
}
