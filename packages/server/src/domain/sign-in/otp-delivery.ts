import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';

/** Where sign-in codes go. Tests pass their own to read the codes; the server picks from config. */
export interface OtpDelivery {
  send(message: { to: string; code: string; businessName: string }): Promise<void>;
}

/** OTP_DELIVERY=console: the code goes to the server log (for trying the product, and the demo). */
export function consoleDelivery(log: Logger): OtpDelivery {
  return {
    async send({ to, code }) {
      log.info({ otpFor: to }, `One-time sign-in code for ${to}: ${code}`);
    },
  };
}

/** OTP_DELIVERY=smtp: an e-mail through SMTP_URL. */
export function smtpDelivery(smtpUrl: string, from: string): OtpDelivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, code, businessName }) {
      await transport.sendMail({
        from,
        to,
        subject: `Your Countertop sign-in code: ${code}`,
        text:
          `Your one-time code for ${businessName} is ${code}.\n\n` +
          'It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.\n',
      });
    },
  };
}

export function deliveryFromConfig(config: Config, log: Logger): OtpDelivery {
  if (config.otpDelivery === 'smtp' && config.smtpUrl) return smtpDelivery(config.smtpUrl, config.mailFrom);
  return consoleDelivery(log);
}
