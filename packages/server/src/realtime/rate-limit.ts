/** How many events a socket may send at once, and how fast the allowance comes back. */
export interface RateLimit {
  burst: number;
  perSecond: number;
}

/**
 * A token bucket per socket: a person typing never meets it, a script flooding the socket is
 * refused after `burst` events until the allowance refills. In memory, because a socket lives on
 * one instance.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limit.burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.last) / 1000) * this.limit.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Messages: 10 at once, one a second after that. Reads (lists, threads): 30 at once, 5 a second. */
export const DEFAULT_CHAT_LIMITS = {
  messages: { burst: 10, perSecond: 1 },
  reads: { burst: 30, perSecond: 5 },
} satisfies Record<string, RateLimit>;
export type ChatLimits = typeof DEFAULT_CHAT_LIMITS;
