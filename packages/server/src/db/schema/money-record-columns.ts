import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { members } from './members.js';
import { stores } from './stores.js';
import { subscriptions } from './subscriptions.js';
import { users } from './users.js';

/**
 * The columns every money record (gift card sale, reward transaction, refund, ledger entry)
 * repeats, written once. Functions, so each table gets builders of its own; the names are those
 * of the migrations, so using them changes nothing in the database.
 */

/**
 * Whose money: a member's subscription at a business. RESTRICT: money history outlives nothing
 * it belongs to, so deleting a business or subscription that has any is refused.
 */
export function subscriptionColumns() {
  return {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    memberRowId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
  };
}

/**
 * Where: the store and counter of the desk that made the record. A counter nobody named is null
 * (unknown), and so is the store of a plain reward sent with no store anywhere (docs/domain.md).
 */
export function deskColumns() {
  return {
    storeId: uuid('store_id').references(() => stores.id),
    counter: text('counter'),
  };
}

/** A back-office user (owner or staff) who acted on the record, under the column name given. */
export function userColumn<TName extends string>(name: TName) {
  return uuid(name)
    .notNull()
    .references(() => users.id);
}

/** Who and when, for records that name them plainly: the acting user and the time. */
export function actorColumns() {
  return {
    actorUserId: userColumn('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  };
}
