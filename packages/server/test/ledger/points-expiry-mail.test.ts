import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryMailFromConfig } from '../../src/domain/ledger/points-expiry-mail.js';
import { testConfig } from '../helpers/app.js';
import { SmtpSink } from '../helpers/smtp-sink.js';

const sink = new SmtpSink();
let smtpUrl: string;
beforeAll(async () => {
  smtpUrl = await sink.start();
});
afterAll(() => sink.close());

describe('the points expiry reminder e-mail', () => {
  it('is sent only when codes go out by e-mail (OTP_DELIVERY=smtp with SMTP_URL), as alerts are', () => {
    expect(expiryMailFromConfig(testConfig())).toBeNull();
    expect(expiryMailFromConfig(testConfig({ otpDelivery: 'smtp', smtpUrl }))).not.toBeNull();
  });

  it('tells the member how many points expire at which shop, and when', async () => {
    const mail = expiryMailFromConfig(testConfig({ otpDelivery: 'smtp', smtpUrl }));
    await mail?.send({
      to: 'ava@example.com',
      memberName: 'Ava Nguyen',
      businessName: 'Harbour Lane Coffee',
      points: 1_115,
      date: '2030-03-31',
    });
    const received = await sink.next();
    expect(received.to).toEqual(['ava@example.com']);
    expect(received.subject).toBe('Countertop: 1,115 points at Harbour Lane Coffee expire on 31 March 2030');
    expect(received.text).toContain('Hello Ava Nguyen,');
    expect(received.text).toContain(
      '1,115 points you earned at Harbour Lane Coffee expire at the end of 31 March 2030.',
    );
  });
});
