import { detailsInWords, formatCount, formatDollars } from '@countertop/api';
import type { Alert } from '@countertop/api';
import { paths } from '@/config/paths';
import { RECORDS_TEXT, RULE_TITLES } from '../texts';

type Figures = Alert['details'];

const numberOf = (details: Figures, key: string) =>
  typeof details[key] === 'number' ? (details[key] as number) : undefined;

/** The member an alert is about, as the counter knows them. */
function memberOf(alert: Alert): string {
  if (alert.memberName) return alert.memberName;
  if (alert.memberUsername) return `@${alert.memberUsername}`;
  return 'a member';
}

/** Each rule's sentence from its figures; undefined when a figure it needs is missing. */
const SENTENCES: Record<Alert['rule'], (alert: Alert, d: Figures) => string | undefined> = {
  'rewards-per-member': (alert, d) => {
    const today = numberOf(d, 'rewardsToday');
    const threshold = numberOf(d, 'threshold');
    if (today === undefined || threshold === undefined) return undefined;
    return `${formatCount(today)} rewards for ${memberOf(alert)} in one day, more than ${formatCount(threshold)}.`;
  },
  'refund-over-limit': (alert, d) => {
    const amount = numberOf(d, 'refundAmount');
    const today = numberOf(d, 'refundedToday');
    const limit = numberOf(d, 'dailyRefundLimit');
    if (amount === undefined || today === undefined || limit === undefined) return undefined;
    const outcome = d.refused === true ? ' It was refused.' : '';
    return `A refund of ${formatDollars(amount)} to ${memberOf(alert)} after ${formatDollars(today)} refunded that day, past the daily limit of ${formatDollars(limit)}.${outcome}`;
  },
  'refund-then-redeem': (alert, d) => {
    const amount = numberOf(d, 'refundAmount');
    const spent = numberOf(d, 'walletRedeemed');
    const minutes = numberOf(d, 'minutesAfterRefund');
    if (amount === undefined || spent === undefined || minutes === undefined) return undefined;
    return `${formatDollars(amount)} refunded to ${memberOf(alert)}, then ${formatDollars(spent)} of wallet money spent ${formatCount(minutes)} minutes later.`;
  },
  'far-above-median': (alert, d) => {
    const multiple = numberOf(d, 'multiple');
    const points = numberOf(d, 'points');
    const medianPoints = numberOf(d, 'medianPoints');
    const refund = numberOf(d, 'refundAmount');
    const medianRefund = numberOf(d, 'medianRefund');
    if (multiple === undefined) return undefined;
    if (points !== undefined && medianPoints !== undefined)
      return `A reward of ${formatCount(points)} points for ${memberOf(alert)}, more than ${formatCount(multiple)} times the usual ${formatCount(medianPoints)}.`;
    if (refund !== undefined && medianRefund !== undefined)
      return `A refund of ${formatDollars(refund)} to ${memberOf(alert)}, more than ${formatCount(multiple)} times the usual ${formatDollars(medianRefund)}.`;
    return undefined;
  },
};

/** An alert in words: its rule's title, and what happened with the figures that raised it. */
export function alertText(alert: Alert): { title: string; sentence: string } {
  const sentence = SENTENCES[alert.rule](alert, alert.details) ?? detailsInWords(alert.details);
  return { title: RULE_TITLES[alert.rule], sentence };
}

/**
 * Where the alert's records are: the transactions tab that holds what raised it (a reward, or a
 * refund in the wallet), or the audit trail for a refund that was refused and so left none.
 */
export function alertRecords(alert: Alert): { href: string; label: string } {
  switch (alert.rule) {
    case 'rewards-per-member':
      return { href: paths.transactions.getHref('reward'), label: RECORDS_TEXT.reward };
    case 'refund-then-redeem':
      return { href: paths.transactions.getHref('wallet'), label: RECORDS_TEXT.wallet };
    case 'refund-over-limit':
      return alert.details.refused === true
        ? { href: paths.audit.getHref(), label: RECORDS_TEXT.audit }
        : { href: paths.transactions.getHref('wallet'), label: RECORDS_TEXT.wallet };
    case 'far-above-median':
      return alert.details.kind === 'refund'
        ? { href: paths.transactions.getHref('wallet'), label: RECORDS_TEXT.wallet }
        : { href: paths.transactions.getHref('reward'), label: RECORDS_TEXT.reward };
  }
}
