import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The server package folder, from `src/` (tests, tsx) and `dist/` (built) alike. */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type OtpDeliveryKind = 'console' | 'smtp';

export interface Config {
  port: number;
  host: string;
  /** Absolute; the embedded PostgreSQL cluster lives in `dataDir/pg`. */
  dataDir: string;
  /** Any PostgreSQL server; when unset the embedded one in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Redis for chat across several instances (socket.io's Redis adapter); unset: one instance. */
  redisUrl: string | undefined;
  otpDelivery: OtpDeliveryKind;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed the demo business and return the OTP in the send-OTP response. Never true in production. */
  demo: boolean;
  /** Absolute path of the built app (`index.html` and assets). */
  appDir: string;
  /** Absolute path of the built member app, served at `/member/`. */
  memberAppDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  production: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client address (rate limits, logs). */
  trustProxy: boolean | number | string[];
  /** Every rate limit's allowance is multiplied by this (docs/operations.md); 1 in production. */
  rateLimitFactor: number;
  database: DatabaseSettings;
  http: HttpSettings;
  /** HTTPS with HTTP/2 when set (TLS_CERT, TLS_KEY); plain HTTP/1.1 otherwise. */
  tls: TlsFiles | undefined;
}

/** PEM files: the certificate (with its chain) and its private key. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** What a client may hold of the HTTP server (docs/operations.md, "Headers and time-outs"). */
export interface HttpSettings {
  /** A client's headers must all arrive within this. */
  headersTimeoutMs: number;
  /** A client's whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** Open connections from one address (IPv6: one /64); proxies TRUST_PROXY trusts are exempt. */
  maxConnectionsPerAddress: number;
}

/** The pool and the session time-outs every pooled connection starts with (docs/operations.md). */
export interface DatabaseSettings {
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** How long a starting instance waits for another one's migrations before giving up. */
  migrationLockTimeoutMs: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['', '1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), {
      error: `${name} must be 1/0, true/false, yes/no or on/off`,
    })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const wholeNumber = (name: string, min: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number of at least ${min}`)
    .transform(Number)
    .refine((n) => n >= min, { error: `${name} must be a whole number of at least ${min}` })
    .default(fallback);

/**
 * TRUST_PROXY: off (the socket's address is the client's), on (trust every hop: only behind a
 * proxy that strips a client's own X-Forwarded-For), a number of hops, or the proxies' addresses.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v): boolean | number | string[] => {
    const lower = v.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((part) => part.trim());
  })
  .refine((v) => !Array.isArray(v) || v.every((part) => /^[\w.:/-]+$/.test(part)), {
    error:
      'TRUST_PROXY must be on/off, a number of proxy hops, or comma-separated proxy addresses (CIDR or loopback/linklocal/uniquelocal)',
  });

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v) && URL.canParse(v), {
    error: 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/countertop',
  });

const env = z
  .object({
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, 'PORT must be a whole number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, { error: 'PORT must be a whole number from 0 to 65535' })
      .default(8080),
    HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    REDIS_URL: z
      .string()
      .trim()
      .refine((v) => /^rediss?:\/\/.*/.test(v) && URL.canParse(v), {
        error: 'REDIS_URL must be a Redis URL such as redis://redis.internal:6379',
      })
      .optional(),
    OTP_DELIVERY: z
      .enum(['console', 'smtp'], { error: 'OTP_DELIVERY must be console or smtp' })
      .default('console'),
    SMTP_URL: z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\/.+/.test(v) && URL.canParse(v), {
        error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465',
      })
      .optional(),
    MAIL_FROM: z.string().trim().min(3).default('Countertop <no-reply@countertop.local>'),
    DEMO: flag('DEMO').default(false),
    APP_DIR: z.string().trim().min(1).optional(),
    MEMBER_APP_DIR: z.string().trim().min(1).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    NODE_ENV: z.string().trim().optional(),
    DEMO_ALLOW_REMOTE: flag('DEMO_ALLOW_REMOTE').default(false),
    TRUST_PROXY: trustProxy.default(false),
    RATE_LIMIT_FACTOR: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'RATE_LIMIT_FACTOR must be a positive number')
      .transform(Number)
      .refine((n) => n > 0, { error: 'RATE_LIMIT_FACTOR must be a positive number' })
      .default(1),
    DB_POOL_SIZE: wholeNumber('DB_POOL_SIZE', 1, 10),
    DB_STATEMENT_TIMEOUT_MS: wholeNumber('DB_STATEMENT_TIMEOUT_MS', 100, 30_000),
    DB_LOCK_TIMEOUT_MS: wholeNumber('DB_LOCK_TIMEOUT_MS', 100, 10_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 100, 30_000),
    MIGRATION_LOCK_TIMEOUT_MS: wholeNumber('MIGRATION_LOCK_TIMEOUT_MS', 100, 120_000),
    HTTP_HEADERS_TIMEOUT_MS: wholeNumber('HTTP_HEADERS_TIMEOUT_MS', 100, 15_000),
    HTTP_REQUEST_TIMEOUT_MS: wholeNumber('HTTP_REQUEST_TIMEOUT_MS', 100, 30_000),
    MAX_CONNECTIONS_PER_ADDRESS: wholeNumber('MAX_CONNECTIONS_PER_ADDRESS', 1, 100),
    TLS_CERT: z.string().trim().optional(),
    TLS_KEY: z.string().trim().optional(),
  })
  // Node refuses a headers time-out longer than the whole request's.
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
    error: 'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  })
  // The one that is missing is named.
  .superRefine((e, context) => {
    if ((e.TLS_CERT === undefined) === (e.TLS_KEY === undefined)) return;
    context.addIssue({
      code: 'custom',
      path: [e.TLS_CERT === undefined ? 'TLS_CERT' : 'TLS_KEY'],
      message: 'TLS_CERT and TLS_KEY go together: set both (PEM file paths) or neither',
    });
  })
  .refine((e) => e.OTP_DELIVERY !== 'smtp' || e.SMTP_URL !== undefined, {
    error: 'SMTP_URL is required when OTP_DELIVERY=smtp',
    path: ['SMTP_URL'],
  });

/** URLs whose password must never reach a log or an error message. */
const SECRET_URLS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

/** The URL with its password replaced by `***` (unparseable text is hidden whole). */
export function redactUrl(text: string): string {
  if (!URL.canParse(text)) return '***';
  const url = new URL(text);
  if (url.password) url.password = '***';
  return url.toString();
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Empty variables count as unset, so `DATABASE_URL= node …` means "embedded" rather than an error. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

/**
 * Reads the configuration from the environment. Throws a ConfigError that names every bad
 * variable, so a typo stops the server with a clear message instead of a surprise later.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = env.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = source[name];
      const shown = value !== undefined && SECRET_URLS.has(name) ? redactUrl(value) : value;
      const got = name in source ? ` (got ${JSON.stringify(shown)})` : '';
      return `  ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Node's own convention is lower case, but a deployment that writes `Production` means the same.
  const production = e.NODE_ENV?.toLowerCase() === 'production';
  // Demo mode hands out sign-in codes in HTTP answers, and console delivery writes them to the log:
  // either would let anyone sign in as anyone, so a production or network-facing start refuses.
  const refusals: string[] = [];
  if (production && e.DEMO) refusals.push('  DEMO: demo mode must be off when NODE_ENV=production');
  if (production && e.OTP_DELIVERY === 'console') {
    refusals.push('  OTP_DELIVERY: must be smtp when NODE_ENV=production (console only logs the codes)');
  }
  if (e.DEMO && !LOOPBACK.test(e.HOST) && !e.DEMO_ALLOW_REMOTE) {
    refusals.push(
      `  DEMO: demo mode answers sign-in codes to anyone who asks, so it listens on loopback only (HOST=${e.HOST}); set DEMO_ALLOW_REMOTE=1 to allow it`,
    );
  }
  if (refusals.length > 0) throw new ConfigError(`Refusing to start:\n${refusals.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    otpDelivery: e.OTP_DELIVERY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demo: e.DEMO,
    appDir: e.APP_DIR ? resolve(cwd, e.APP_DIR) : resolve(packageDir, '..', 'app', 'dist'),
    memberAppDir: e.MEMBER_APP_DIR
      ? resolve(cwd, e.MEMBER_APP_DIR)
      : resolve(packageDir, '..', 'member', 'dist'),
    logLevel: e.LOG_LEVEL,
    production,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    database: {
      poolSize: e.DB_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      migrationLockTimeoutMs: e.MIGRATION_LOCK_TIMEOUT_MS,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    tls:
      e.TLS_CERT && e.TLS_KEY
        ? { certFile: resolve(cwd, e.TLS_CERT), keyFile: resolve(cwd, e.TLS_KEY) }
        : undefined,
  };
}
