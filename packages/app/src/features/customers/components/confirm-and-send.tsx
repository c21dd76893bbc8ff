import { Button, Checkbox, Stack } from '@countertop/ui';
import type { ReactNode } from 'react';

interface ConfirmAndSendProps {
  /** The required confirmation, e.g. 'I confirm to process this refund'. */
  confirmation: ReactNode;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** The submit button's label and what it says while the request runs. */
  action: string;
  pendingLabel: string;
  canSend: boolean;
  isPending: boolean;
}

/** The end of a money form: the confirmation the clerk must tick, then the submit button. */
export function ConfirmAndSend({
  confirmation,
  confirmed,
  onConfirmedChange,
  action,
  pendingLabel,
  canSend,
  isPending,
}: ConfirmAndSendProps) {
  return (
    <>
      <Checkbox isRequired isSelected={confirmed} onChange={onConfirmedChange}>
        {confirmation}
      </Checkbox>
      <Stack direction="horizontal" gap="md">
        <Button
          type="submit"
          variant="primary"
          isDisabled={!canSend}
          isPending={isPending}
          pendingLabel={pendingLabel}
        >
          {action}
        </Button>
      </Stack>
    </>
  );
}
