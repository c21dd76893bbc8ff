import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { ExpiryReminder } from './points-expiry.js';

/** Where a member hears that points are about to expire. */
export interface ExpiryMail {
  send(reminder: ExpiryReminder): Promise<void>;
}

/** "12 March 2027": the member's date, in words (en-AU). */
export function expiryDateText(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The reminder's subject and text (docs/domain.md, "Points expiry"). */
export function expiryMailText({ memberName, businessName, points, date }: ExpiryReminder) {
  const when = expiryDateText(date);
  const pts = `${points.toLocaleString('en-AU')} ${points === 1 ? 'point' : 'points'}`;
  return {
    subject: `Countertop: ${pts} at ${businessName} expire on ${when}`,
    text:
      `Hello ${memberName || 'there'},\n\n` +
      `${pts} you earned at ${businessName} expire at the end of ${when}. ` +
      'Shop there before then to use them: your next purchase keeps your newer points going.\n\n' +
      'Your balances are in the Countertop member app.\n',
  };
}

/** An e-mail through SMTP_URL, from MAIL_FROM. */
export function smtpExpiryMail(smtpUrl: string, from: string): ExpiryMail {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(reminder) {
      await transport.sendMail({ from, to: reminder.to, ...expiryMailText(reminder) });
    },
  };
}

/** Members are e-mailed when codes go out by e-mail (OTP_DELIVERY=smtp with SMTP_URL), as alerts are. */
export function expiryMailFromConfig(config: Config): ExpiryMail | null {
  return config.otpDelivery === 'smtp' && config.smtpUrl
    ? smtpExpiryMail(config.smtpUrl, config.mailFrom)
    : null;
}
