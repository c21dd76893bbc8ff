import type { Chatter } from '../domain/chat/chatter.js';
import { DomainError } from '../domain/errors.js';
import type { LimitName } from '../http/rate-limits/limits.js';
import type { RateLimiter } from '../http/rate-limits/rate-limits.js';
import type { Logger } from '../logger.js';

export type ChatEventKind = 'messages' | 'reads';

const perPerson: Record<ChatEventKind, LimitName> = {
  messages: 'chatMessagesPerPerson',
  reads: 'chatReadsPerPerson',
};

const personKey = (chatter: Chatter) =>
  chatter.side === 'B' ? `user:${chatter.userId}` : `member:${chatter.memberRowId}`;

/**
 * The chat socket's share of the rate limits, counted in the same shared counters as HTTP's, so
 * they hold across a person's sockets and across instances (docs/operations.md, "Rate limits"):
 * every connection attempt and every event counts as a request from its address (an address HTTP
 * refuses is refused here too, and the other way round); connections count per session; messages
 * and reads per member or back-office user. Each refusal is a 429 DomainError with the limit's
 * text. A counter store that fails lets the socket through, as it does HTTP (rate-limits.ts).
 */
export function socketLimits(limits: RateLimiter, log: Logger) {
  const take = async (name: LimitName, key: string) => {
    try {
      await limits.take(name, key);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      log.warn({ err: error }, `chat rate limit ${name} could not be counted`);
    }
  };
  return {
    /** A connection attempt, before its token is looked at. */
    connection: (address: string) => take('general', address),
    /** A connection whose session is live. */
    session: (sessionId: string) => take('chatConnectionsPerSession', sessionId),
    /** An event from a connected socket. */
    event: async (address: string, chatter: Chatter, kind: ChatEventKind) => {
      await Promise.all([take('general', address), take(perPerson[kind], personKey(chatter))]);
    },
  };
}
