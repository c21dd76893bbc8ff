import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/sign-in/messages.js';
import type { OtpDelivery } from '../../src/domain/sign-in/otp-delivery.js';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { registerBusiness, sendOtp, uniqueId, verifyOtp } from '../helpers/flows.js';

const t = setUpTestApp({ demo: true });

describe('the send-OTP answer', () => {
  it('has the same shape for known and unknown e-mails, demo mode included', async () => {
    const business = await registerBusiness(t.app, t.db);
    const known = await sendOtp(t.app, { userType: 'B', email: business.ownerEmail });
    const unknown = await sendOtp(t.app, { userType: 'B', email: `ghost.${uniqueId()}@example.com` });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json<object>()).sort()).toEqual(['message', 'otp']);
      expect(res.json()).toMatchObject({
        message: AUTH_MESSAGES.otpSent,
        otp: expect.stringMatching(/^[1-9]\d{5}$/),
      });
    }
    // The unknown e-mail's code works nowhere and was sent to nobody.
    const ghost = unknown.json<{ otp: string }>().otp;
    expect(t.delivery.sent.some((m) => m.to.startsWith('ghost.'))).toBe(false);
    const tried = await verifyOtp(t.app, { userType: 'B', email: 'ghost@example.com', otp: ghost });
    expect(tried.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp });
  });

  it('does not wait for the e-mail: a mail server that hangs or fails delays and changes nothing', async () => {
    const hanging: OtpDelivery = { send: () => new Promise<void>(() => undefined) };
    const failing: OtpDelivery = { send: () => Promise.reject(new Error('SMTP refused')) };
    for (const delivery of [hanging, failing]) {
      const app = await buildApp({ db: t.db, config: testConfig(), clock: t.clock, delivery });
      try {
        const business = await registerBusiness(app, t.db);
        const res = await sendOtp(app, { userType: 'B', email: business.ownerEmail });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
      } finally {
        await app.close();
      }
    }
  });
});
