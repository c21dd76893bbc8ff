import { formatDollars, type Alert } from '../../contract.js';

const money = (dollars: unknown) => formatDollars(Number(dollars));

/** One line of plain text per alert, for the owner's e-mail: who, what, for whom, where. */
export function describeAlert(alert: Alert): string {
  const d = alert.details;
  const who = alert.actorName ?? 'Someone';
  const member = alert.memberName ? `${alert.memberName} (@${alert.memberUsername ?? ''})` : 'a member';
  const where = alert.storeName ? ` at ${alert.storeName}` : '';
  switch (alert.rule) {
    case 'rewards-per-member':
      return `${member} was rewarded ${String(d.rewardsToday)} times today, more than ${String(d.threshold)}; the last by ${who}${where}.`;
    case 'refund-over-limit':
      return `${who} tried to refund ${money(d.refundAmount)} to ${member}${where}, past their daily refund limit of ${money(d.dailyRefundLimit)} (${money(d.refundedToday)} already refunded today). The refund was refused.`;
    case 'refund-then-redeem':
      return `${who} refunded ${money(d.refundAmount)} to ${member}${where}, and ${money(d.walletRedeemed)} of wallet money was redeemed ${String(d.minutesAfterRefund)} minutes later (completed by ${String(d.redeemedBy)}).`;
    case 'far-above-median':
      return d.kind === 'reward'
        ? `${who} rewarded ${member}${where} ${String(d.points)} points, more than ${String(d.multiple)} times the usual ${String(d.medianPoints)}.`
        : `${who} refunded ${money(d.refundAmount)} to ${member}${where}, more than ${String(d.multiple)} times the usual ${money(d.medianRefund)}.`;
  }
}
