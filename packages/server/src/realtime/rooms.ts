/**
 * socket.io rooms: every socket of a business's people joins its business room, every socket of
 * a member the member's room. Deliveries name a room, never a socket, so they reach the right
 * people on every instance (through the Redis adapter) and no one else.
 */
export const businessRoom = (businessId: string) => `business:${businessId}`;
export const memberRoom = (memberRowId: string) => `member:${memberRowId}`;
