import nodemailer from 'nodemailer';
import type { Alert } from '../../contract.js';
import type { Config } from '../../config.js';
import { describeAlert } from './alert-text.js';

/** Where the owner hears of new alerts. */
export interface AlertMail {
  send(message: { to: string; businessName: string; alerts: readonly Alert[] }): Promise<void>;
}

/** An e-mail through SMTP_URL, from MAIL_FROM: one per operation, listing what it raised. */
export function smtpAlertMail(smtpUrl: string, from: string): AlertMail {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, businessName, alerts }) {
      const what = alerts.length === 1 ? 'An alert' : `${alerts.length} alerts`;
      await transport.sendMail({
        from,
        to,
        subject: `Countertop: ${what} at ${businessName}`,
        text:
          `${alerts.map((alert) => `- ${describeAlert(alert)}`).join('\n')}\n\n` +
          'Review them on the Alerts screen of Countertop.\n',
      });
    },
  };
}

/** The owner is e-mailed when codes go out by e-mail (OTP_DELIVERY=smtp with SMTP_URL); else not. */
export function alertMailFromConfig(config: Config): AlertMail | null {
  return config.otpDelivery === 'smtp' && config.smtpUrl
    ? smtpAlertMail(config.smtpUrl, config.mailFrom)
    : null;
}
