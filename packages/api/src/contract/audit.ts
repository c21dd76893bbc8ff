import { z } from 'zod';
import { pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { calendarDay, text } from './fields.js';
import { csvExport } from './records.js';

/** What the audit trail records (docs/domain.md, "Audit trail"). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'code-check-failed',
  'device-deleted',
  'staff-added',
  'staff-updated',
  'reward-plan-changed',
  'tiers-changed',
  'refund',
  'gift-card-template-added',
  'gift-card-template-updated',
  'gift-card-template-published',
  'gift-card-template-deleted',
  'refund-refused',
  'alert-updated',
  'alert-settings-changed',
  'consent-accepted',
  'consent-left',
  'consent-blocked',
  'return',
  'return-refused',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** One recorded event: who, what, about what, from where (address, device, browser) and when. */
export const auditEvent = z.object({
  id: z.string(),
  action: auditAction,
  /** The owner or staff member who acted; null when nobody had proved who they are (a failed check). */
  actorName: z.string().nullable(),
  actorType: z.enum(['B', 'S']).nullable(),
  /** What it was about: a staff member's, template's or refund's id, a device's uuid, an account's id. */
  subject: z.string().nullable(),
  ipAddress: z.string(),
  deviceUuid: z.string().nullable(),
  /** What the device is called while it is registered ('Counter 1 - Web'); null once removed. */
  deviceName: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const AUDIT_MESSAGES = {
  person: 'Person must be the id of the owner or a staff member',
  range: 'From date must be on or before To date',
  spanWithDays: 'Choose a span or From and To dates, not both',
} as const;

/**
 * The Dates filter's spans that end today: today, yesterday, the last 7 and the last 30 days. The
 * server counts them on the business's calendar, not the caller's, so a device on another clock
 * (a laptop on UTC at 9 am in Sydney) still sees the shop's today.
 */
export const AUDIT_SPANS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type AuditSpan = (typeof AUDIT_SPANS)[number];

/**
 * What narrows the audit trail, the list's and the export's alike: some actions, one person (the
 * owner's or a staff member's id), and either a span ending today or the days from and to (both
 * included); all days are days where the business is (its primary store's time zone).
 */
const auditFilterFields = {
  action: z.array(auditAction).max(AUDIT_ACTIONS.length).optional(),
  actorUserId: text({ error: AUDIT_MESSAGES.person }).trim().pipe(z.uuid(AUDIT_MESSAGES.person)).optional(),
  from: calendarDay('From date').optional(),
  to: calendarDay('To date').optional(),
  span: z.enum(AUDIT_SPANS).optional(),
};

interface Days {
  from?: string | undefined;
  to?: string | undefined;
  span?: AuditSpan | undefined;
}
// Calendar days as 'YYYY-MM-DD' compare as text.
const inOrder = (filters: Days) => !filters.from || !filters.to || filters.from <= filters.to;
const rangeIssue = { message: AUDIT_MESSAGES.range, path: ['to'] };
const oneWay = (filters: Days) => !filters.span || (!filters.from && !filters.to);
const spanIssue = { message: AUDIT_MESSAGES.spanWithDays, path: ['span'] };

export const auditFilters = z.object(auditFilterFields).refine(inOrder, rangeIssue).refine(oneWay, spanIssue);
export type AuditFilters = z.input<typeof auditFilters>;

/** The business's audit trail, newest first; owners only, narrowed by `auditFilters`. */
export const listAuditEvents = endpoint({
  method: 'POST',
  path: '/audit/list',
  access: 'owner',
  request: pageRequest.extend(auditFilterFields).refine(inOrder, rangeIssue).refine(oneWay, spanIssue),
  response: z.object({ events: z.array(auditEvent), totalCount: z.number().int() }),
});

/** The audit trail as CSV: every event that passes the same filters, newest first. */
export const exportAuditEvents = csvExport('/audit/export', 'audit-trail.csv', auditFilters);
