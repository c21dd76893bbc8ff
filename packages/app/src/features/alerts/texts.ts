import type { AlertRule, AlertStatus } from '@countertop/api';

/** The /alerts screen's texts, the header's badge and the thresholds dialog (docs/product/management.md, Alerts). */
export const ALERTS_TEXT = {
  title: 'Alerts',
  description:
    'Unusual activity at your counters, newest first. Look into each, then mark it seen or dismiss it.',
  tabs: 'Alerts to show',
  tab: { new: 'New', all: 'All' },
  tableLabel: 'Alerts',
  loading: 'Loading alerts',
  empty: { new: 'No new alerts', all: 'No alerts yet' },
  loadFailed: 'Failed to load alerts',
  pages: 'Alert pages',
  columns: { when: 'When', who: 'Who', what: 'What', where: 'Where', status: 'Status', records: 'Records' },
  actionsHeader: 'Actions',
  markSeen: 'Mark seen',
  dismiss: 'Dismiss',
  markSeenOf: (what: string) => `Mark seen: ${what}`,
  dismissOf: (what: string) => `Dismiss: ${what}`,
  nobody: '—',
  button: 'Alerts',
  buttonNew: (count: number) => `Alerts, ${count} new`,
  thresholds: 'Thresholds',
  settingsTitle: 'Alert thresholds',
  settingsDescription:
    'When an alert is raised. The defaults are 5 rewards a day, 60 minutes and 10 times the median.',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving',
  settingsFailed: 'Failed to load alert thresholds',
  settingsLoading: 'Loading alert thresholds',
  fields: {
    rewardsPerMemberDay: {
      label: 'Rewards per member per day',
      help: 'An alert when one member is rewarded more times than this in a day.',
    },
    refundRedeemMinutes: {
      label: 'Refund-to-redemption window',
      help: 'In minutes: an alert when refunded wallet money is spent this soon after the refund.',
    },
    medianMultiple: {
      label: 'Times the daily median',
      help: "An alert when a reward's points or a refund is more than this many times the usual amount.",
    },
  },
} as const;

export type AlertsTab = keyof typeof ALERTS_TEXT.tab;

/** Each rule's name, the title of its alerts. */
export const RULE_TITLES: Record<AlertRule, string> = {
  'rewards-per-member': 'Many rewards for one member',
  'refund-over-limit': 'Refunds over the daily limit',
  'refund-then-redeem': 'Refund spent straight away',
  'far-above-median': 'Far above the usual',
};

export const STATUS_TONE: Record<AlertStatus, 'danger' | 'neutral' | 'success'> = {
  New: 'danger',
  Seen: 'neutral',
  Dismissed: 'success',
};

/** Where an alert's records are, as its link says it. */
export const RECORDS_TEXT = {
  reward: 'Reward transactions',
  wallet: 'Wallet transactions',
  audit: 'Audit trail',
} as const;

/** docs/product/management.md §9's page size for lists. */
export const ALERTS_PAGE_SIZE = 10;

/** How often the header's count is asked again, as the chat's unread dot is (docs/product/front-desk.md §7). */
export const NEW_ALERTS_POLL_MS = 120_000;
