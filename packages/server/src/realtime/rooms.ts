import type { Chatter } from '../domain/chat/chatter.js';
import type { SocketsOf } from '../domain/realtime-port.js';

/**
 * socket.io rooms. Deliveries: every socket of a business's people joins its business room, every
 * socket of a member the member's room; deliveries name a room, never a socket, so they reach the
 * right people on every instance (through the Redis adapter) and no one else. Revocation: every
 * socket also joins the rooms of its session, its person and its device, so a session that ends
 * closes exactly its sockets, on every instance.
 */
export const businessRoom = (businessId: string) => `business:${businessId}`;
export const memberRoom = (memberRowId: string) => `member:${memberRowId}`;

const backOfficeSessionRoom = (sessionId: string) => `back-office-session:${sessionId}`;
const memberSessionRoom = (sessionId: string) => `member-session:${sessionId}`;
const userRoom = (userId: string) => `user:${userId}`;
const deviceRoom = (deviceId: string) => `device:${deviceId}`;

/** Every room a socket joins: the one its deliveries come to, and those a revocation names. */
export function roomsOf(chatter: Chatter): string[] {
  return chatter.side === 'B'
    ? [
        businessRoom(chatter.businessId),
        backOfficeSessionRoom(chatter.sessionId),
        userRoom(chatter.userId),
        deviceRoom(chatter.deviceId),
      ]
    : [memberRoom(chatter.memberRowId), memberSessionRoom(chatter.sessionId)];
}

export function roomsToClose(of: SocketsOf): string[] {
  if ('backOfficeSession' in of) return [backOfficeSessionRoom(of.backOfficeSession)];
  if ('memberSession' in of) return [memberSessionRoom(of.memberSession)];
  if ('user' in of) return [userRoom(of.user)];
  return of.devices.map(deviceRoom);
}
