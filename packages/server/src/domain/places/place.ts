/**
 * Where, by whom and when a money operation happens. Every ledger entry, reward transaction,
 * refund and sold card carries all of it (docs/domain.md, "Store, counter and actor").
 */
export interface Place {
  businessId: string;
  /** Null only for a plain reward made with no store anywhere (the spec's bare reward payload). */
  storeId: string | null;
  /** Null when neither the request nor the session names a counter: recorded as unknown. */
  counter: string | null;
  /** The owner's or staff member's user id. */
  actorUserId: string;
  at: Date;
}
