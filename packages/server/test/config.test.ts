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

  it('never turns demo mode on in production, and says so', () => {
    const config = loadConfig({
      DEMO: '1',
      NODE_ENV: 'production',
      OTP_DELIVERY: 'smtp',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(config.demo).toBe(false);
    expect(config.warnings).toEqual([expect.stringContaining('DEMO is ignored')]);
  });

  it('warns when production would only log sign-in codes', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).warnings).toEqual([
      expect.stringContaining('OTP_DELIVERY=console'),
    ]);
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
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
