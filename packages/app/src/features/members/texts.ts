import { formatCount, formatMoney } from '@countertop/api';

/** The member screen's texts (docs/product/front-desk.md §2, §8). */
export const MEMBER_TEXT = {
  screenTitle: 'Customer Details',
  noMember: 'No customer data available.',
  needBilling: 'Enter a billing amount above $0.00 to continue.',
  fixAmounts: 'Correct the amounts above to continue.',
  waitingApproval: 'Waiting for the customer to approve in their member app.',
  confirmCollected: 'Tick the confirmation above to reward.',
  needRefundAmount: 'Enter a refund amount above $0.00.',
  fixRefundAmount: 'Correct the refund amount to continue.',
  confirmRefund: 'Tick the confirmation to refund.',
  chooseCard: 'Choose a gift card to sell.',
  confirmPayment: 'Tick the confirmation to send.',
  notFound: (query: string) => `No customer found for "${query}"`,
  rewardTitle: 'Reward Customer',
  sellTitle: 'Sell Giftcards',
  refundTitle: 'Refund Customer',
  billing: 'Billing Amount',
  walletRedeem: 'Wallet Redeem Amount',
  giftCardRedeem: 'Giftcard Redeem Amount',
  walletAvailable: (cents: number | undefined) =>
    cents === undefined ? 'Wallet balance unknown' : `Available wallet balance: ${formatMoney(cents)}`,
  giftCardAvailable: (cents: number | undefined) =>
    cents === undefined ? 'Gift card balance unknown' : `Available gift card balance: ${formatMoney(cents)}`,
  walletOver: (cents: number) => `Cannot exceed the available wallet balance of ${formatMoney(cents)}.`,
  giftCardOver: (cents: number) => `Cannot exceed the available gift card balance of ${formatMoney(cents)}.`,
  balance: 'Balance Amount',
  /** The member's stamp card at this shop (issue 20). */
  stamps: (stamps: number, perCard: number) => `Stamps: ${stamps} of ${perCard}`,
  /** A stamp card's part of the reward popup: the card after the purchase, and a full card's money. */
  stampsTerm: 'Stamps',
  stampsOf: (stamps: number, perCard: number) => `${stamps} of ${perCard}`,
  fullCard: 'Full card, added to the wallet',
  /** The member's tier at this shop, beside their name (issue 20). */
  tier: (name: string, multiplier: number) => `${name} tier · ×${formatCount(multiplier)} points`,
  transactionId: 'Transaction ID',
  authorization: 'Customer Authorization',
  collected: (balance: string) => `I confirm that I've collected ${balance} from the customer`,
  rewarded: 'Customer has been rewarded successfully!',
  rewardDone: 'Reward transaction completed successfully!',
  rewardWithRedeemDone: 'Reward transaction with redeem amounts completed successfully!',
  rewardFailed: 'Error completing the reward transaction.',
  giftCard: 'Gift Card',
  giftCardPlaceholder: 'Select a gift card',
  noGiftCards: 'No gift cards on sale. Publish one under Gift Cards first.',
  paymentReceived: 'I confirm that the payment for this gift card has been successfully received.',
  sold: 'Giftcard sold successfully!',
  sellFailed: 'Error selling the giftcard.',
  refundAmount: 'Enter Refund Amount',
  /** The refund amount as its errors name it ('Refund amount cannot be more than $1,000,000.'). */
  refundAmountName: 'Refund amount',
  refundConfirm: 'I confirm to process this refund',
  refunded: 'Refund processed successfully!',
  refundFailed: 'Error processing the refund.',
  storeMissing: 'Store data not found',
  /** Refund mode's two choices (issue 19): store credit, or a purchase taken back. */
  refundChoice: 'Refund or return',
  refundChoiceCredit: 'Refund Customer',
  refundChoiceCreditHelp: 'Store credit to the wallet, not tied to a purchase.',
  refundChoiceReturn: 'Return a purchase',
  refundChoiceReturnHelp:
    'Take back one of their purchases, in part or whole: the wallet and gift-card money it used goes back, its points are taken back, and you hand back the cash part.',
  purchases: 'Purchase to return',
  purchasesLoading: 'Loading purchases',
  purchasesFailed: 'Failed to load the purchases that can be returned.',
  noPurchases: 'Nothing to return: this member has no purchases here that are not already returned.',
  purchaseLabel: (when: string, storeName: string | null) => `${when} · ${storeName ?? 'No store'}`,
  purchaseAmounts: (billing: string, returnable: string) =>
    `Billed ${billing} · ${returnable} left to return`,
  purchasesShown: (shown: number, total: number) => `Showing the newest ${shown} of ${total}.`,
  morePurchases: 'Show more purchases',
  returnAmount: 'Return Amount',
  /** The return amount as its errors name it (the contract's label). */
  returnAmountName: 'Return amount',
  returnAmountHelp: (returnable: string) => `Up to ${returnable}, what is left to return on this purchase.`,
  returnOver: (returnable: string) => `Cannot exceed what is left to return on this purchase, ${returnable}.`,
  choosePurchase: 'Choose a purchase to return.',
  needReturnAmount: 'Enter a return amount above $0.00.',
  fixReturnAmount: 'Correct the return amount to continue.',
  confirmReturnTick: 'Tick the confirmation to return.',
  returnComesBack:
    'What comes back: the wallet and gift-card money this purchase used goes back to the wallet and the cards in proportion, and the points it earned are taken back (its bonuses with the last return). The rest you hand back in cash; the popup says how much.',
  returnConfirm: (amount: string | null) =>
    amount
      ? `I confirm the customer returns ${amount} of this purchase`
      : 'I confirm the customer returns this purchase',
  returned: 'Purchase returned successfully!',
  returnFailed: 'Error returning the purchase.',
  returnedAmount: 'Returned',
  cashBack: 'Hand back in cash',
  walletBack: 'Back to the wallet',
  giftCardBack: 'Back to gift cards',
  giftCardToWallet: 'Of which to the wallet (card expired)',
  pointsBack: 'Points taken back',
  pointsShortfall: 'Points already spent (recorded, not taken)',
  returnableLeft: 'Still returnable',
} as const;

/** Back to where the user came from this long after a reward, sale or refund (docs/product/front-desk.md §9). */
export const RETURN_AFTER_MS = 2000;
