import { useAcceptBusiness, useBlockBusiness, useLeaveBusiness } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { ConfirmDialog } from '@countertop/ui/ConfirmDialog';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { isUnanswered, type Shop } from '../utils/group-shops';

/**
 * What the member may do with a shop: accept it (also undoing a block), leave it (back to an
 * invitation, balances kept) or block it, after a confirmation, since a blocked shop can no longer
 * find them. The server's message says what changed.
 */
export function ConsentActions({ shop }: { shop: Shop }) {
  const accept = useAcceptBusiness();
  const leave = useLeaveBusiness();
  const block = useBlockBusiness();
  const [isConfirmingBlock, setConfirmingBlock] = useState(false);
  const body = { businessId: shop.businessId };
  const isBusy = accept.isPending || leave.isPending || block.isPending;
  const { status } = shop;

  return (
    <Stack direction="horizontal" gap="sm" wrap>
      {status !== 'Accepted' && (
        <Button
          variant={status === 'Blocked' ? 'secondary' : 'primary'}
          onPress={() => accept.mutate(body)}
          isPending={accept.isPending}
          isDisabled={isBusy}
        >
          {status === 'Blocked' ? 'Unblock' : 'Accept'}
        </Button>
      )}
      {(status === 'Accepted' || isUnanswered(shop)) && (
        <Button onPress={() => leave.mutate(body)} isPending={leave.isPending} isDisabled={isBusy}>
          Leave
        </Button>
      )}
      {status !== 'Blocked' && (
        <Button onPress={() => setConfirmingBlock(true)} isDisabled={isBusy}>
          Block
        </Button>
      )}
      <ConfirmDialog
        title={`Block ${shop.businessName}?`}
        tone="danger"
        confirmLabel="Block"
        isOpen={isConfirmingBlock}
        onOpenChange={setConfirmingBlock}
        onConfirm={() => block.mutateAsync(body)}
      >
        It will no longer be able to find you, reward you, sell to you or contact you. Your balance there
        stays yours: unblock the shop here to use it again.
      </ConfirmDialog>
    </Stack>
  );
}
