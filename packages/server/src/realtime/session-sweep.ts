import type { Server } from 'socket.io';
import type { Logger } from '../logger.js';

/**
 * The net beneath revocation. A sign-out, a deleted device or a staff member made inactive close
 * their sockets at once (Realtime.closeSockets); a session that ends without a call (it expired,
 * or was changed in the database by hand) is found here: every `intervalMs` each socket of this
 * instance has its session checked again, and one whose session ended, whose staff member was made
 * inactive or lost chat access is closed. A socket that only listens sends no event, so the check
 * before each event never runs for it.
 */
export function sweepEndedSessions(
  io: Server,
  isStillAllowed: (token: string) => Promise<boolean>,
  intervalMs: number,
  log: Logger,
): () => void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const sweep = async () => {
      for (const socket of io.of('/').sockets.values()) {
        const { token } = socket.data as { token?: string };
        if (token !== undefined && !(await isStillAllowed(token))) socket.disconnect(true);
      }
    };
    sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'chat session sweep failed'))
      .finally(() => (sweeping = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
