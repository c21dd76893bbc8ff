import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The server package folder, from `src/` (tests, tsx) and `dist/` (built) alike. */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type OtpDelivery = 'console' | 'smtp';

export interface Config {
  port: number;
  host: string;
  /** Absolute; the embedded PostgreSQL cluster lives in `dataDir/pg`. */
  dataDir: string;
  /** Any PostgreSQL server; when unset the embedded one in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Redis for chat across several instances (socket.io's Redis adapter); unset: one instance. */
  redisUrl: string | undefined;
  otpDelivery: OtpDelivery;
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
  /** Settings that were accepted but overridden; the server logs them at start. */
  warnings: string[];
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
  })
  .refine((e) => e.OTP_DELIVERY !== 'smtp' || e.SMTP_URL !== undefined, {
    error: 'SMTP_URL is required when OTP_DELIVERY=smtp',
    path: ['SMTP_URL'],
  });

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
      const got = name in source ? ` (got ${JSON.stringify(source[name])})` : '';
      return `  ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const warnings: string[] = [];
  if (e.DEMO && production) {
    warnings.push('DEMO is ignored because NODE_ENV=production: demo data and OTP auto-fill are off.');
  }
  if (production && e.OTP_DELIVERY === 'console') {
    warnings.push(
      'OTP_DELIVERY=console in production: sign-in codes go to the server log only. Set OTP_DELIVERY=smtp.',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    otpDelivery: e.OTP_DELIVERY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Demo mode hands out sign-in codes in HTTP responses: never in production, whatever DEMO says.
    demo: e.DEMO && !production,
    appDir: e.APP_DIR ? resolve(cwd, e.APP_DIR) : resolve(packageDir, '..', 'app', 'dist'),
    memberAppDir: e.MEMBER_APP_DIR
      ? resolve(cwd, e.MEMBER_APP_DIR)
      : resolve(packageDir, '..', 'member', 'dist'),
    logLevel: e.LOG_LEVEL,
    production,
    warnings,
  };
}
