import { formatDollars } from '@countertop/api';
import type { ResponseOf, listPendingRewardTransactions } from '@countertop/api';
import { Button } from '@countertop/ui/Button';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { Dialog } from '@countertop/ui/Dialog';
import { Stack } from '@countertop/ui/Stack';
import { BrandScope } from '@/components/brand-scope';

export type PendingRequest = ResponseOf<typeof listPendingRewardTransactions>['rewardTransactions'][number];

/**
 * 'Approve payment?': what the shop asks to take from the member's wallet and gift cards, and what
 * is left to pay at the counter, in the shop's brand. An alert dialog that only the two answers
 * close: the counter waits for one of them.
 */
export function ApprovalDialog({
  request,
  isAnswering,
  onApprove,
  onReject,
}: {
  request: PendingRequest;
  isAnswering: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const rows = [
    { id: 'billing', title: 'Billing amount', details: formatDollars(request.billingAmount) },
    { id: 'wallet', title: 'Wallet', details: formatDollars(request.walletRedeemAmount) },
    { id: 'gift-card', title: 'Gift card', details: formatDollars(request.giftCardRedeemAmount) },
    { id: 'remaining', title: 'Left to pay at the counter', details: formatDollars(request.balanceAmount) },
  ];
  return (
    <BrandScope brandColor={request.brandColor}>
      <Dialog
        isOpen
        role="alertdialog"
        size="sm"
        title="Approve payment?"
        description={`${request.businessName} (${request.storeName}) asks to use your balance for this purchase.`}
        isKeyboardDismissDisabled
        footer={
          <Stack direction="horizontal" gap="sm" justify="end" wrap>
            <Button variant="secondary" onPress={onReject} isDisabled={isAnswering}>
              Reject
            </Button>
            <Button variant="primary" onPress={onApprove} isDisabled={isAnswering}>
              Approve
            </Button>
          </Stack>
        }
      >
        <DetailsTable
          caption={`Payment at ${request.businessName}`}
          titleHeader="Item"
          detailsHeader="Amount"
          rows={rows}
        />
      </Dialog>
    </BrandScope>
  );
}
