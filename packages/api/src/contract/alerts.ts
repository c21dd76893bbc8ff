import { z } from 'zod';
import { listOf, pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { recordId } from './fields.js';

/**
 * The suspicious-activity rules (docs/domain.md, "Alerts"):
 * - `rewards-per-member`: more rewards for one member in one business day than the threshold;
 * - `refund-over-limit`: a staff member's refunds went, or tried to go, past their day's limit;
 * - `refund-then-redeem`: refunded wallet money was redeemed within the window after the refund;
 * - `far-above-median`: a reward's points or a refund far above the business's daily median.
 */
export const ALERT_RULES = [
  'rewards-per-member',
  'refund-over-limit',
  'refund-then-redeem',
  'far-above-median',
] as const;
export const alertRule = z.enum(ALERT_RULES);
export type AlertRule = z.infer<typeof alertRule>;

export const ALERT_STATUSES = ['New', 'Seen', 'Dismissed'] as const;
export const alertStatus = z.enum(ALERT_STATUSES);
export type AlertStatus = z.infer<typeof alertStatus>;

export const ALERT_MESSAGES = {
  alertId: 'Alert ID is required',
  notFound: 'Alert not found',
  updated: 'Alert updated',
  settingsSaved: 'Alert settings saved',
} as const;

/** One alert: what fired, who acted, for which member, where, when, and the record it is about. */
export const alert = z.object({
  id: z.string(),
  rule: alertRule,
  status: alertStatus,
  /** The owner or staff member whose operation fired it. */
  actorName: z.string().nullable(),
  actorType: z.enum(['B', 'S']).nullable(),
  memberName: z.string().nullable(),
  memberUsername: z.string().nullable(),
  storeName: z.string().nullable(),
  /** The record it is about: a reward transaction's or refund's id. */
  subject: z.string().nullable(),
  /** The figures behind it (counts, amounts in dollars, the threshold it crossed). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alert>;

/** The business's alerts, newest first; `status` narrows them (the header badge counts `New`). */
export const listAlerts = endpoint({
  method: 'POST',
  path: '/alerts/list',
  access: 'owner',
  request: pageRequest.extend({ status: z.array(alertStatus).max(ALERT_STATUSES.length).optional() }),
  response: listOf(alert),
});

/** Marks an alert seen or dismissed. */
export const updateAlert = endpoint({
  method: 'POST',
  path: '/alerts/update',
  access: 'owner',
  request: z.object({ id: recordId(ALERT_MESSAGES.alertId), status: z.enum(['Seen', 'Dismissed']) }),
  response: z.object({ message: z.string(), data: alert }),
});

const threshold = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The thresholds the owner may change; each rule's default is in brackets. */
export const alertSettings = z.object({
  /** More rewards than this for one member in a day (5). */
  rewardsPerMemberDay: threshold('Rewards per member per day', 1, 1000),
  /** Refunded money redeemed within this many minutes of the refund (60). */
  refundRedeemMinutes: threshold('Refund-to-redemption window', 1, 10_080),
  /** Points or a refund more than this many times the daily median (10). */
  medianMultiple: threshold('Times the daily median', 2, 1000),
});
export type AlertSettings = z.infer<typeof alertSettings>;

export const getAlertSettings = endpoint({
  method: 'GET',
  path: '/alerts/settings',
  access: 'owner',
  request: z.void(),
  response: z.object({ data: alertSettings }),
});

export const updateAlertSettings = endpoint({
  method: 'POST',
  path: '/alerts/settings/update',
  access: 'owner',
  request: alertSettings,
  response: z.object({ message: z.string(), data: alertSettings }),
});
