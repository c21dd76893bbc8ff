import type { RewardTransactionStatus } from '../contract.js';

/** Whose sockets a revocation closes: one session, one person's every session, or devices'. */
export type SocketsOf =
  { backOfficeSession: string } | { memberSession: string } | { user: string } | { devices: string[] };

/**
 * What the rest of the server pushes to the people who are online. The domain owns this port and
 * realtime/ implements it over the chat socket, so no floor below realtime/ depends on socket.io.
 */
export interface Realtime {
  /** A reward transaction changed: its business's people and its member are told at once. */
  rewardTransactionStatus(
    to: { businessId: string; memberRowId: string },
    payload: { rtId: string; status: RewardTransactionStatus },
  ): void;
  /**
   * Sessions that ended (a sign-out, a deleted device, a staff member made inactive or without
   * chat access): their sockets are closed at once, on every instance (through the Redis adapter).
   * Called once the change has committed.
   */
  closeSockets(of: SocketsOf): void;
}
