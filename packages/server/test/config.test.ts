import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, packageDir } from '../src/config.js';

describe('loadConfig', () => {
  it('has working defaults: port 8080 on loopback, ./data, embedded database, console OTPs, no demo', () => {
    const config = loadConfig({}, '/srv/countertop');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/countertop/data',
      databaseUrl: undefined,
      otpDelivery: 'console',
      demo: false,
      production: false,
    });
    expect(config.appDir).toBe(`${packageDir.replace(/\/server$/, '')}/app/dist`);
    expect(config.memberAppDir).toBe(`${packageDir.replace(/\/server$/, '')}/member/dist`);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/countertop',
        DATABASE_URL: 'postgres://app:secret@db:5432/countertop',
        OTP_DELIVERY: 'smtp',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        DEMO: 'yes',
        DEMO_ALLOW_REMOTE: 'yes',
        APP_DIR: 'web',
        MEMBER_APP_DIR: '/srv/member-web',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/countertop',
      databaseUrl: 'postgres://app:secret@db:5432/countertop',
      otpDelivery: 'smtp',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      demo: true,
      appDir: '/srv/web',
      memberAppDir: '/srv/member-web',
    });
  });

  it('refuses demo mode or console codes in production, naming both', () => {
    const start = () => loadConfig({ DEMO: '1', NODE_ENV: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/DEMO: demo mode must be off when NODE_ENV=production/);
    expect(start).toThrow(/OTP_DELIVERY: must be smtp when NODE_ENV=production/);
    const smtp = { NODE_ENV: 'production', OTP_DELIVERY: 'smtp', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(loadConfig(smtp).production).toBe(true);
  });

  it('reads NODE_ENV=production in any case', () => {
    for (const NODE_ENV of ['Production', 'PRODUCTION', ' production ']) {
      expect(() => loadConfig({ DEMO: '1', NODE_ENV }), NODE_ENV).toThrow(/DEMO: demo mode must be off/);
      const smtp = { NODE_ENV, OTP_DELIVERY: 'smtp', SMTP_URL: 'smtp://mail.example.com:587' };
      expect(loadConfig(smtp).production, NODE_ENV).toBe(true);
    }
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('refuses demo mode on a network address unless DEMO_ALLOW_REMOTE says so', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) {
      expect(loadConfig({ DEMO: '1', HOST: host }).demo, host).toBe(true);
    }
    expect(() => loadConfig({ DEMO: '1', HOST: '0.0.0.0' })).toThrow(/DEMO_ALLOW_REMOTE=1/);
    expect(loadConfig({ DEMO: '1', HOST: '0.0.0.0', DEMO_ALLOW_REMOTE: '1' }).demo).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).demo).toBe(false);
  });

  it('never shows a password from a URL in its messages', () => {
    const env = {
      DATABASE_URL: 'mysql://app:hunter2@db/countertop',
      REDIS_URL: 'http://:s3cret@redis:6379',
      SMTP_URL: 'ftp://user:mailpass@smtp',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      for (const secret of ['hunter2', 's3cret', 'mailpass']) expect(message).not.toContain(secret);
      expect(message).toContain('mysql://app:***@db/countertop');
    }
  });

  it('reads the proxy, rate-limit and database settings, with production-safe defaults', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimitFactor: 1,
      database: {
        poolSize: 10,
        statementTimeoutMs: 30_000,
        lockTimeoutMs: 10_000,
        idleInTransactionTimeoutMs: 30_000,
        migrationLockTimeoutMs: 120_000,
      },
    });
    expect(
      loadConfig({
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
        RATE_LIMIT_FACTOR: '50',
        DB_POOL_SIZE: '25',
        DB_STATEMENT_TIMEOUT_MS: '5000',
        DB_LOCK_TIMEOUT_MS: '2000',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000',
        MIGRATION_LOCK_TIMEOUT_MS: '60000',
      }),
    ).toMatchObject({
      trustProxy: ['10.0.0.0/8', '192.168.1.5'],
      rateLimitFactor: 50,
      database: {
        poolSize: 25,
        statementTimeoutMs: 5000,
        lockTimeoutMs: 2000,
        idleInTransactionTimeoutMs: 9000,
        migrationLockTimeoutMs: 60000,
      },
    });
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ DEMO: 'maybe' }, 'DEMO must be 1/0, true/false, yes/no or on/off'],
    [{ OTP_DELIVERY: 'pigeon' }, 'OTP_DELIVERY must be console or smtp'],
    [{ OTP_DELIVERY: 'smtp' }, 'SMTP_URL is required when OTP_DELIVERY=smtp'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE must be a whole number of at least 1'],
    [{ RATE_LIMIT_FACTOR: 'lots' }, 'RATE_LIMIT_FACTOR must be a positive number'],
    [{ TRUST_PROXY: 'every proxy!' }, 'TRUST_PROXY must be on/off'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
