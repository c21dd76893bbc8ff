import { CHAT_MESSAGES } from '../../contract.js';
import type { LimitName } from './limits.js';

/** "45 seconds", "1 minute", "12 minutes": how long until the limit lets the caller try again. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429's text per limit; tests assert them. */
export const RATE_LIMIT_MESSAGES: Record<LimitName, (wait: string) => string> = {
  general: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
  sendCode: (wait) => `Too many OTP requests from your network. Please try again in ${wait}.`,
  checkCode: (wait) => `Too many sign-in attempts from your network. Please try again in ${wait}.`,
  failedChecksPerAddress: (wait) => `Too many wrong OTPs from your network. Please try again in ${wait}.`,
  failedChecksPerAccount: (wait) =>
    `Too many wrong OTPs for this account. Please try again in ${wait}, or ask for a new OTP then.`,
  registration: (wait) => `Too many sign-ups from your network. Please try again in ${wait}.`,
  memberSearch: (wait) => `Too many customer searches from your network. Please try again in ${wait}.`,
  memberSearchPerUser: (wait) => `Too many customer searches. Please try again in ${wait}.`,
  chatConnectionsPerSession: (wait) => `Too many chat connections. Please try again in ${wait}.`,
  // A chat event over the limit gets the chat's own refusal, whichever limit it met.
  chatMessagesPerPerson: () => CHAT_MESSAGES.tooFast,
  chatReadsPerPerson: () => CHAT_MESSAGES.tooFast,
};
