/**
 * Where, by whom and when a money operation happens. Every ledger entry, reward transaction,
 * refund and sold card carries all of it (domain.md: "Every money operation records business,
 * store, counter, staff or owner, and time").
 */
export interface Place {
  businessId: string;
  storeId: string;
  counter: string;
  /** The owner's or staff member's user id. */
  actorUserId: string;
  at: Date;
}
