import type { Config } from './config.js';
import { DEMO_BUSINESS, DEMO_INVITED_MEMBER, DEMO_MEMBER, DEMO_OWNER, DEMO_STAFF } from './demo/accounts.js';

/** The URL a person on this machine opens: loopback and wildcard binds are reachable as localhost. */
export function publicUrl(host: string, port: number, secure = false): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `${secure ? 'https' : 'http'}://${name}:${port}`;
}

/** Printed once the server listens: plain text for the person who just ran `npm start`. */
export function readyBanner(config: Config, port: number, appBuilt: boolean): string {
  const url = publicUrl(config.host, port, config.tls !== undefined);
  const lines = [``, `Countertop is ready at ${url}`, `  the member app is at ${url}/member/`];
  if (!appBuilt) lines.push(`  (the web app is not built; the API runs at /api/v2)`);
  if (config.demo) {
    lines.push(
      `Demo sign-in (the one-time code is in this log and filled in on the login screen):`,
      `  Owner  ${DEMO_OWNER.email}`,
      `  Staff  ${DEMO_STAFF.email}  business handle @${DEMO_BUSINESS.handle}`,
      `Demo member to search for at the front desk: ${DEMO_MEMBER.username} (member ID ${DEMO_MEMBER.memberId});`,
      `  who signs in to the member app as ${DEMO_MEMBER.email}`,
      `  (${DEMO_INVITED_MEMBER.email} has the shop's invitation waiting there)`,
    );
  }
  lines.push(`Press Ctrl-C to stop.`, ``);
  return lines.join('\n');
}
