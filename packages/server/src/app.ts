import fastifyMultipart from '@fastify/multipart';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext, InfrastructureContext } from './context.js';
import type { Database } from './db/client.js';
import { pruneHourly } from './jobs/housekeeping.js';
import { expirePointsHourly } from './jobs/points-expiry.js';
import { inlineSources } from './http/prerendered-pages.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { addRateLimits, rateLimiter } from './http/rate-limits/rate-limits.js';
import { postgresCounters, redisCounters } from './http/rate-limits/counters.js';
import { memoryCounters } from './http/rate-limits/memory-counters.js';
import { scopedCounters } from './http/rate-limits/scoped-counters.js';
import { scaledCount } from './http/rate-limits/limits.js';
import { trustProxy } from './http/client-address.js';
import { capConnectionsPerAddress } from './http/connection-cap.js';
import { compressAnswers } from './http/compression.js';
import { transportOptions } from './http/transport.js';
import { errorHandler } from './http/error-handler.js';
import { registerOpenApi, serveOpenApiDocument } from './http/openapi.js';
import { AnswerLog } from './http/request-log.js';
import { serveApp } from './http/static-app.js';
import { serveMemberApp } from './http/static-member-app.js';
import { serveUploadedImages } from './http/uploaded-images.js';
import { silentLogger } from './logger.js';
import { addAuthenticationHook } from './http/authentication-hook.js';
import { deliveryFromConfig, type OtpDelivery } from './domain/sign-in/otp-delivery.js';
import { AlertWatch } from './domain/alerts/alert-watch.js';
import { alertMailFromConfig } from './domain/alerts/alert-mail.js';
import { authRoutes } from './endpoints/sign-in/routes.js';
import { memberRoutes } from './endpoints/back-office/members/routes.js';
import { dashboardRoutes } from './endpoints/back-office/dashboard/routes.js';
import { giftCardRoutes } from './endpoints/back-office/gift-cards/routes.js';
import { healthRoutes } from './endpoints/health/routes.js';
import { memberAppRoutes } from './endpoints/member/routes.js';
import { memberConsentRoutes } from './endpoints/member/consent-routes.js';
import { memberReferralRoutes } from './endpoints/member/referral-routes.js';
import { registrationRoutes } from './endpoints/registration/routes.js';
import { rewardTransactionRoutes } from './endpoints/back-office/reward-transactions/routes.js';
import { returnRoutes } from './endpoints/back-office/returns/routes.js';
import { storeRoutes } from './endpoints/back-office/stores/routes.js';
import { rewardPlanRoutes } from './endpoints/back-office/reward-plan/routes.js';
import { tierRoutes } from './endpoints/back-office/tiers/routes.js';
import { deviceRoutes } from './endpoints/back-office/devices/routes.js';
import { profileRoutes } from './endpoints/back-office/profile/routes.js';
import { staffRoutes } from './endpoints/back-office/staff/routes.js';
import { galleryRoutes } from './endpoints/back-office/gallery/routes.js';
import { offerRoutes } from './endpoints/back-office/offers/routes.js';
import { billingRoutes } from './endpoints/back-office/billing/routes.js';
import { recordRoutes } from './endpoints/back-office/records/routes.js';
import { chatRoutes } from './endpoints/chat/routes.js';
import { auditRoutes } from './endpoints/back-office/audit/routes.js';
import { alertRoutes } from './endpoints/back-office/alerts/routes.js';
import { attachChatSocket, type ChatSocketOptions } from './realtime/chat-socket.js';

export const API_PREFIX = '/api/v2';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Defaults to the system clock; tests pass one they can move. */
  clock?: Clock;
  /** Defaults to the one OTP_DELIVERY names; tests pass one that records the codes. */
  delivery?: OtpDelivery;
  /** A pino logger (main.ts); tests leave it out for silence. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** The chat socket's rate limits and session checks; the benchmark and tests change them. */
  chat?: ChatSocketOptions;
}

/** The HTTP application without listening, so tests call it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { http } = options.config;
  const trust = trustProxy(options.config.trustProxy);
  // Hooks, routes and replies are the same on HTTP/1.1 and HTTP/2 (transport.ts); only the raw
  // request and response types differ, and no route of ours touches those.
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    logController: new AnswerLog(API_PREFIX),
    bodyLimit: 1024 * 1024,
    trustProxy: trust,
    // A client must send its whole request within 30 s (headers included), and a connection with
    // nothing happening for 75 s is closed: slow-sending clients cannot hold sockets for ever. The
    // chat's websockets leave this timer once upgraded, and keep-alive (72 s) stays below it.
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: 75_000,
    ...transportOptions(options.config.tls),
  } as FastifyHttpOptions<Server>);
  // The headers alone within 15 s: a client trickling them byte by byte is let go early. (An
  // HTTP/2 server has no such timer; its idle time-out above still closes a silent connection.)
  if ('headersTimeout' in app.server) app.server.headersTimeout = http.headersTimeoutMs;
  capConnectionsPerAddress(app.server, {
    max: scaledCount(http.maxConnectionsPerAddress, options.config.rateLimitFactor),
    trust,
  });
  const log = options.loggerInstance ?? silentLogger;
  const clock = options.clock ?? systemClock;
  const shared = options.config.redisUrl
    ? await redisCounters(options.config.redisUrl, log)
    : postgresCounters(options.db, clock);
  // The general cap costs no database round trip: in memory, or in Redis when there is one, which
  // is as cheap and holds across instances (docs/decisions.md 49).
  const counters = scopedCounters({
    instance: options.config.redisUrl ? shared : memoryCounters(clock),
    shared,
  });
  app.addHook('onClose', () => counters.close());
  const infrastructure: InfrastructureContext = {
    db: options.db,
    config: options.config,
    clock,
    delivery: options.delivery ?? deliveryFromConfig(options.config, log),
    log,
    limits: rateLimiter(counters, options.config.rateLimitFactor),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  addSecurityHeaders(app, inlineSources([options.config.appDir, options.config.memberAppDir]));
  await addRateLimits(app, { counters, factor: options.config.rateLimitFactor, prefix: API_PREFIX });

  // An empty JSON body is read as "no body" (some spec calls post nothing); a malformed one is
  // still a 400 from Fastify's own parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  // Multipart bodies (the gallery and logo uploads) are read by the upload routes themselves, each
  // with its own limits (http/multipart-form.ts); this only teaches Fastify the content type.
  await app.register(fastifyMultipart);
  await compressAnswers(app);
  await registerOpenApi(app);
  // The chat socket shares the HTTP server; routes push through it (a reward transaction's status).
  const context: AppContext = {
    ...infrastructure,
    realtime: await attachChatSocket(app, infrastructure, options.chat),
    alerts: new AlertWatch(options.db, alertMailFromConfig(options.config), log),
  };
  await app.register(
    async (api) => {
      addAuthenticationHook(api, context);
      serveOpenApiDocument(api);
      await healthRoutes(api, context);
      await authRoutes(api, context);
      await registrationRoutes(api, context);
      await storeRoutes(api, context);
      await memberRoutes(api, context);
      await rewardTransactionRoutes(api, context);
      await returnRoutes(api, context);
      await giftCardRoutes(api, context);
      await dashboardRoutes(api, context);
      await rewardPlanRoutes(api, context);
      await tierRoutes(api, context);
      await deviceRoutes(api, context);
      await profileRoutes(api, context);
      await staffRoutes(api, context);
      await galleryRoutes(api, context);
      await offerRoutes(api, context);
      await billingRoutes(api, context);
      await recordRoutes(api, context);
      await chatRoutes(api, context);
      await auditRoutes(api, context);
      await alertRoutes(api, context);
      await memberAppRoutes(api, context);
      await memberConsentRoutes(api, context);
      await memberReferralRoutes(api, context);
    },
    { prefix: API_PREFIX },
  );

  serveUploadedImages(app, context.db);
  await serveMemberApp(app, options.config.memberAppDir);
  await serveApp(app, options.config.appDir);
  pruneHourly(app, context, counters);
  expirePointsHourly(app, context);
  return app;
}
