import { formatMoney } from '@countertop/api';

/** The customer screen's texts (docs/product/front-desk.md §2, §8). */
export const CUSTOMER_TEXT = {
  screenTitle: 'Customer Details',
  noCustomer: 'No customer data available.',
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
  giftcardRedeem: 'Giftcard Redeem Amount',
  walletAvailable: (cents: number | undefined) =>
    cents === undefined ? 'Wallet balance unknown' : `Available wallet balance: ${formatMoney(cents)}`,
  giftcardAvailable: (cents: number | undefined) =>
    cents === undefined ? 'Gift card balance unknown' : `Available gift card balance: ${formatMoney(cents)}`,
  walletOver: (cents: number) => `Cannot exceed the available wallet balance of ${formatMoney(cents)}.`,
  giftcardOver: (cents: number) => `Cannot exceed the available gift card balance of ${formatMoney(cents)}.`,
  balance: 'Balance Amount',
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
} as const;

/** Back to where the user came from this long after a reward, sale or refund (docs/product/front-desk.md §9). */
export const RETURN_AFTER_MS = 2000;
