/** Texts for reward calls; the success texts are the spec's (docs/product/front-desk.md §8). */
export const REWARD_MESSAGES = {
  notFound: 'Reward transaction not found',
  created: 'Waiting for the customer to authorise the redemption in their app.',
  rewarded: 'Reward transaction completed successfully!',
  rewardedWithRedeem: 'Reward transaction with redeem amounts completed successfully!',
  deleted: 'Reward transaction cancelled.',
  walletTooLow: 'Wallet redeem amount cannot exceed the wallet balance.',
  giftCardTooLow: 'Gift card redeem amount cannot exceed the gift card balance.',
  walletNoLongerEnough: 'The wallet balance is no longer enough for this redemption. Start a new reward.',
  giftCardNoLongerEnough:
    'The gift card balance is no longer enough for this redemption. Start a new reward.',
  otherMember: 'This reward transaction belongs to another customer.',
  billingMismatch: 'The billing amount differs from the one the customer authorised.',
  alreadyCompleted: 'This reward transaction is already completed.',
  wasDeleted: 'This reward transaction was cancelled.',
  wasRejected: 'The customer rejected this reward transaction.',
  expired:
    'This reward transaction has expired: it was not answered, or not completed after approval, within 10 minutes.',
  rejectedNotCancelled: 'The customer had already rejected this reward transaction.',
  notApproved: 'The customer has not authorised this reward transaction yet.',
  completedCannotBeDeleted: 'A completed reward transaction cannot be cancelled.',
  approved: 'You authorised the redemption.',
  rejected: 'You rejected the redemption.',
  alreadyAnswered: 'This request has already been answered.',
} as const;
