import type { AuditAction, AuditEvent } from './audit.js';
import { detailsInWords } from './details-text.js';

/** Each kind of event as the /audit screen's filter, its table and the CSV name it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'code-check-failed': 'Wrong sign-in code',
  'device-deleted': 'Device removed',
  'staff-added': 'Staff member added',
  'staff-updated': 'Staff member changed',
  'reward-plan-changed': 'Reward plan changed',
  'tiers-changed': 'Tiers changed',
  refund: 'Refund',
  'refund-refused': 'Refund refused',
  'gift-card-template-added': 'Gift card added',
  'gift-card-template-updated': 'Gift card changed',
  'gift-card-template-published': 'Gift card published',
  'gift-card-template-deleted': 'Gift card deleted',
  'alert-updated': 'Alert marked',
  'alert-settings-changed': 'Alert thresholds changed',
  'consent-accepted': 'Member accepted',
  'consent-left': 'Member left',
  'consent-blocked': 'Member blocked',
  return: 'Return',
  'return-refused': 'Return refused',
};

type Described = Pick<AuditEvent, 'action' | 'subject' | 'details'>;

/** The figures that say what the event was about rather than what happened; shown as "about". */
const ABOUT_KEYS = ['email', 'customerId'] as const;
/** Who acted is said by its own column. */
const SKIPPED_KEYS = ['userType', ...ABOUT_KEYS];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * What an event was about, in words: the staff member's or account's e-mail, the member, the
 * device, the gift card; the bare id where there is nothing better to say.
 */
export function auditSubject({ action, subject, details }: Described): string {
  const email = text(details.email);
  const member = text(details.customerId);
  if (email) return email;
  if (member) return `Member ${member}`;
  if (!subject) return '';
  if (action === 'device-deleted') return `Device ${subject}`;
  if (action.startsWith('gift-card-template-')) return `Gift card ${subject}`;
  if (action.startsWith('consent-')) return `Member ${subject}`;
  if (action === 'alert-updated') return `Alert ${subject}`;
  return subject;
}

/** What happened beyond its kind: the figures kept with it ('Amount: $7.50', 'Chat access: Yes'). */
export function auditFacts({ details }: Described): string {
  return detailsInWords(details, SKIPPED_KEYS);
}
