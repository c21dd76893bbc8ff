import { formatMoney } from '../../contract.js';

/** What the front desk shows when a control refuses an operation: always who can do it instead. */
export const STAFF_LIMIT_MESSAGES = {
  refundAboveLimit: (limitCents: number) =>
    limitCents === 0
      ? 'Refunds need the owner. Ask the owner to make this refund.'
      : `Refunds above ${formatMoney(limitCents)} need the owner. Ask the owner to make this refund.`,
  refundsPastDailyLimit: (limitCents: number, leftCents: number) =>
    `This refund would take your refunds today past your daily limit of ${formatMoney(limitCents)} ` +
    `(${formatMoney(leftCents)} left today). Ask the owner to make this refund.`,
  returnAboveLimit: (limitCents: number) =>
    limitCents === 0
      ? 'Returns need the owner. Ask the owner to make this return.'
      : `Returns above ${formatMoney(limitCents)} need the owner. Ask the owner to make this return.`,
  returnsPastDailyLimit: (limitCents: number, leftCents: number) =>
    `This return would take your refunds and returns today past your daily limit of ${formatMoney(limitCents)} ` +
    `(${formatMoney(leftCents)} left today). Ask the owner to make this return.`,
  giftCardsNotAllowed: 'You are not allowed to sell gift cards. Ask the owner to sell this gift card.',
  ownAccount: 'You cannot serve your own member account. Ask someone else at the business to do it.',
} as const;
