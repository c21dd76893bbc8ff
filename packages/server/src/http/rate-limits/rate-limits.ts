import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  register,
  searchCustomer,
  sendOtp,
  servedPaths,
  verifyLoginOtp,
  type Endpoint,
} from '../../contract.js';
import { tooManyRequests } from '../../domain/errors.js';
import { UPLOADS_PATH } from '../../domain/images/image-urls.js';
import type { Counters } from './counters.js';
import { addressKey, LIMITS, scaled, type LimitName } from './limits.js';
import { RATE_LIMIT_MESSAGES, waitText } from './messages.js';
import { rateLimitStore } from './store.js';

/** Counts one hit of a limit for a key and refuses past the allowance; `forgive` takes a hit back. */
export interface RateLimiter {
  take(name: LimitName, key: string): Promise<void>;
  forgive(name: LimitName, key: string): Promise<void>;
}

function refusal(name: LimitName, resetsInMs: number) {
  return tooManyRequests(RATE_LIMIT_MESSAGES[name](waitText(resetsInMs)), resetsInMs / 1000);
}

export function rateLimiter(counters: Counters, factor: number): RateLimiter {
  return {
    async take(name, key) {
      const limit = scaled(LIMITS[name], factor);
      const { hits, resetsInMs } = await counters.hit(`${name}:${key}`, limit.windowMs);
      if (hits > limit.max) throw refusal(name, resetsInMs);
    },
    forgive: (name, key) => counters.forgive(`${name}:${key}`),
  };
}

/** The signed-in owner or staff member (the authentication hook ran before route hooks). */
const userOf = (request: FastifyRequest) => request.auth?.userId ?? addressKey(request.ip);

/**
 * The per-address (and per-user) request limits, counted by @fastify/rate-limit in the counters
 * (each limit where its scope says, ./limits.ts): a general cap on every request, counted by the
 * instance, and tighter shared ones on the calls a script would abuse.
 * Each is its own onRequest hook, so a request meets every limit that applies to it, not only the
 * first. The 429 carries Retry-After and a text saying how long to wait.
 */
export async function addRateLimits(
  app: FastifyInstance,
  options: { counters: Counters; factor: number; prefix: string },
): Promise<void> {
  const { counters, factor, prefix } = options;
  // A counter store that fails (the database or Redis gone) lets requests through: the request
  // itself then meets the same fault and says so (GET /health answers 503). The failed-check
  // limits (failed-code-checks.ts) count through `RateLimiter` instead and fail closed.
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, store: rateLimitStore(counters) });

  const limit = (name: LimitName, keyOf: (request: FastifyRequest) => string): onRequestAsyncHookHandler => {
    const { max, windowMs } = scaled(LIMITS[name], factor);
    const count = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (r) => `${name}:${keyOf(r)}`,
    });
    return async (request) => {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw refusal(name, result.ttl);
    };
  };
  const byAddress = (request: FastifyRequest) => addressKey(request.ip);

  // The general cap counts what reaches the database: the API and the uploaded images. The apps'
  // files and page fallbacks come from disk (about 50 on a cold load, several tablets may share an
  // address), so counting them would meet the cap on a shop's morning (docs/operations.md).
  // The matched route decides, not the raw URL, which the router may read percent-decoded.
  const general = limit('general', byAddress);
  const countedRoutes = [prefix, UPLOADS_PATH];
  app.addHook('onRequest', async function (request, reply) {
    const route = request.routeOptions.url;
    if (route !== undefined && countedRoutes.some((start) => route.startsWith(start))) {
      await general.call(this, request, reply);
    }
  });

  const perRoute = new Map<string, onRequestAsyncHookHandler[]>();
  const on = (endpoint: Endpoint, hooks: onRequestAsyncHookHandler[]) => {
    for (const { path } of servedPaths(endpoint)) perRoute.set(`${prefix}${path}`, hooks);
  };
  on(sendOtp, [limit('sendCode', byAddress)]);
  on(verifyLoginOtp, [limit('checkCode', byAddress)]);
  on(register, [limit('registration', byAddress)]);
  on(searchCustomer, [limit('memberSearch', byAddress), limit('memberSearchPerUser', userOf)]);

  // Route hooks run after the instance's, so the per-user limit sees the authenticated caller.
  app.addHook('onRoute', (route) => {
    const hooks = perRoute.get(route.url);
    if (!hooks) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, ...hooks] as typeof route.onRequest;
  });
}
