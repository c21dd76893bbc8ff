import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the sink received it: the envelope and the message, its body decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes quoted-printable (nodemailer's encoding for long plain-text lines). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(headers)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
  return { to, subject, text: decodeQuotedPrintable(raw.slice(split + 4)) };
}

/**
 * A local SMTP server for tests (smtp-server, nodemailer's own): accepts every message on a free
 * loopback port without TLS or authentication, and hands each to whoever waits for the next.
 */
export class SmtpSink {
  private readonly received: ReceivedMail[] = [];
  private waiting: ((mail: ReceivedMail) => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        this.deliver(parse(Buffer.concat(chunks).toString('utf8'), to));
        done();
      });
    },
  });

  /** Listens on a free loopback port; answers the SMTP_URL to reach it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** The next message received (or the oldest not yet taken). */
  next(): Promise<ReceivedMail> {
    const mail = this.received.shift();
    if (mail) return Promise.resolve(mail);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }

  private deliver(mail: ReceivedMail): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(mail);
    else this.received.push(mail);
  }
}
