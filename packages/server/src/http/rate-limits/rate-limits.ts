import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  register,
  searchCustomer,
  sendOtp,
  servedPaths,
  verifyLoginOtp,
  type Endpoint,
} from '../../contract.js';
import { tooManyRequests } from '../../domain/errors.js';
import type { Counters } from './counters.js';
import { addressKey, LIMITS, scaled, type LimitName } from './limits.js';
import { RATE_LIMIT_MESSAGES, waitText } from './messages.js';

/** Counts one hit of a limit for a key and refuses past the allowance; `forgive` takes a hit back. */
export interface RateLimiter {
  take(name: LimitName, key: string): Promise<void>;
  forgive(name: LimitName, key: string): Promise<void>;
}

/** Counts a request's limits; throws the 429 when one is exceeded. */
type Limiting = (request: FastifyRequest) => Promise<void>;

/** A limit and the key it counts for this request (an address, a user). */
type Taken = readonly [name: LimitName, key: string];

function refusal(name: LimitName, resetsInMs: number) {
  return tooManyRequests(RATE_LIMIT_MESSAGES[name](waitText(resetsInMs)), resetsInMs / 1000);
}

/**
 * Counts one hit of each limit in one round trip to the counters; answers the refusal of the
 * first limit past its allowance, if any (every limit is counted either way).
 */
async function count(counters: Counters, factor: number, taken: readonly Taken[]) {
  const limits = taken.map(([name]) => scaled(LIMITS[name], factor));
  const counts = await counters.hit(
    taken.map(([name, key], i) => ({ key: `${name}:${key}`, windowMs: limits[i]!.windowMs })),
  );
  const over = counts.findIndex((c, i) => c.hits > limits[i]!.max);
  return over < 0 ? undefined : refusal(taken[over]![0], counts[over]!.resetsInMs);
}

export function rateLimiter(counters: Counters, factor: number): RateLimiter {
  return {
    async take(name, key) {
      const refused = await count(counters, factor, [[name, key]]);
      if (refused) throw refused;
    },
    forgive: (name, key) => counters.forgive(`${name}:${key}`),
  };
}

/** The signed-in owner or staff member (the authentication hook ran before route hooks). */
const userOf = (request: FastifyRequest) => request.auth?.userId ?? addressKey(request.ip);
const byAddress = (request: FastifyRequest) => addressKey(request.ip);

/**
 * The per-address (and per-user) request limits, in the shared counters: a general cap on every
 * request, and tighter ones on the calls a script would abuse. A request's limits are counted
 * together, in one statement (one upsert of several rows, or one Redis script): the general cap
 * alone in an instance hook, or, on a route with limits of its own, the general cap and those in
 * one route hook (route hooks run after the authentication hook, so the per-user limit sees the
 * caller). Every limit is counted, and the 429 names the first one exceeded, with Retry-After and
 * a text saying how long to wait.
 */
export async function addRateLimits(
  app: FastifyInstance,
  options: { counters: Counters; factor: number; prefix: string },
): Promise<void> {
  const { counters, factor, prefix } = options;
  const limit =
    (...limits: [LimitName, (request: FastifyRequest) => string][]): Limiting =>
    async (request) => {
      const taken: Taken[] = [
        ['general', byAddress(request)],
        ...limits.map(([name, keyOf]) => [name, keyOf(request)] as const),
      ];
      let refused;
      try {
        refused = await count(counters, factor, taken);
      } catch (error) {
        // A counter store that fails (the database or Redis gone) lets requests through: the
        // request itself then meets the same fault and says so (GET /health answers 503). The
        // failed-check limits (failed-code-checks.ts) count through `RateLimiter` and fail closed.
        request.log.warn({ err: error }, 'rate limit counters failed; request let through');
        return;
      }
      if (refused) throw refused;
    };

  const perRoute = new Map<string, Limiting>();
  const on = (endpoint: Endpoint, hook: Limiting) => {
    for (const { path } of servedPaths(endpoint)) perRoute.set(`${prefix}${path}`, hook);
  };
  on(sendOtp, limit(['sendCode', byAddress]));
  on(verifyLoginOtp, limit(['checkCode', byAddress]));
  on(register, limit(['registration', byAddress]));
  on(searchCustomer, limit(['customerSearch', byAddress], ['customerSearchPerUser', userOf]));

  // Every other request, unknown paths and the apps' files included, meets the general cap here.
  const generalOnly = limit();
  app.addHook('onRequest', async (request) => {
    if (!perRoute.has(request.routeOptions.url ?? '')) await generalOnly(request);
  });

  app.addHook('onRoute', (route) => {
    const hook = perRoute.get(route.url);
    if (!hook) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, hook] as typeof route.onRequest;
  });
}
