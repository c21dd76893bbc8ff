/**
 * Every rate limit, per client address unless it says otherwise (docs/operations.md, "Rate
 * limits", explains the numbers and the trade-off against lock-out by a stranger). Sized so that
 * a shop's whole staff signing in behind one address in the morning, and a person who mistypes a
 * code a few times, never meet them; a script meets them within minutes.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /** Every API request and uploaded image (the apps' own files are not counted: rate-limits.ts). */
  general: { max: 1200, windowMs: MINUTE },
  /** POST /user/loginotp, any e-mail. */
  sendCode: { max: 20, windowMs: 15 * MINUTE },
  /** POST /user/verifyloginotp, right or wrong. */
  checkCode: { max: 60, windowMs: 15 * MINUTE },
  /** Wrong codes from one address, whichever accounts they were for. */
  failedChecksPerAddress: { max: 20, windowMs: HOUR },
  /** Wrong codes for one account, from whichever addresses: stops a guessing campaign spread over many. */
  failedChecksPerAccount: { max: 10, windowMs: HOUR },
  /** POST /user/add. */
  registration: { max: 10, windowMs: HOUR },
  /** The front desk's member search, per address (several desks may share one). */
  memberSearch: { max: 120, windowMs: MINUTE },
  /** The same search per signed-in owner or staff member: a person serves one member at a time. */
  memberSearchPerUser: { max: 30, windowMs: MINUTE },
  /** Chat socket connections per session: reloads and reconnects never come near it. */
  chatConnectionsPerSession: { max: 30, windowMs: MINUTE },
  /** Chat messages per member or back-office user, across all their sockets: 10 at once. */
  chatMessagesPerPerson: { max: 10, windowMs: 10_000 },
  /** Chat reads (lists, threads) per member or back-office user, across all their sockets. */
  chatReadsPerPerson: { max: 50, windowMs: 10_000 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/**
 * Where a limit is counted (docs/decisions.md 49 and 64). `instance`: in the serving instance's
 * memory, or in Redis when REDIS_URL is set (which every deployment of more than one instance
 * sets for the chat, docs/operations.md), so one count across instances there too; for every
 * limit a request meets on its way to its own work: the general cap, the member search's and the
 * chat's, where a database write per request would cost more than the request. `shared`: in
 * PostgreSQL (or Redis), durable across restarts; for the sign-in limits, which stop code
 * guessing and mail floods that a script would spread over restarts.
 */
export type LimitScope = 'instance' | 'shared';

export const LIMIT_SCOPES: Record<LimitName, LimitScope> = {
  general: 'instance',
  sendCode: 'shared',
  checkCode: 'shared',
  failedChecksPerAddress: 'shared',
  failedChecksPerAccount: 'shared',
  registration: 'shared',
  memberSearch: 'instance',
  memberSearchPerUser: 'instance',
  chatConnectionsPerSession: 'instance',
  chatMessagesPerPerson: 'instance',
  chatReadsPerPerson: 'instance',
};

const isLimitName = (name: string): name is LimitName => Object.hasOwn(LIMITS, name);

/** The scope of a counter key, which starts with its limit's name (`general:10.0.0.1`). */
export function scopeOfKey(key: string): LimitScope {
  const name = key.slice(0, key.indexOf(':'));
  // Every key is made from a LimitName; were one not, the durable count is the safe side.
  return isLimitName(name) ? LIMIT_SCOPES[name] : 'shared';
}

/**
 * RATE_LIMIT_FACTOR scales every allowance, the connection cap's included (the e2e suite signs in
 * hundreds of times from 127.0.0.1).
 */
export const scaledCount = (count: number, factor: number) => Math.max(1, Math.round(count * factor));

export function scaled(limit: Limit, factor: number): Limit {
  return { max: scaledCount(limit.max, factor), windowMs: limit.windowMs };
}

/**
 * The client's address as a counter key: an IPv6 address counts by its /64, the block one
 * subscriber usually gets, or a single machine could change address for every request.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
