import { Button } from '@countertop/ui/Button';
import { Checkbox } from '@countertop/ui/Checkbox';
import { Stack } from '@countertop/ui/Stack';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { describedBy, DisabledReason } from './disabled-reason';

interface ConfirmAndSendProps {
  /** The required confirmation, e.g. 'I confirm to process this refund'. */
  confirmation: ReactNode;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** The submit button's label and what it says while the request runs. */
  action: string;
  pendingLabel: string;
  /** Why the button cannot be pressed; it can when there is no reason. */
  blockedReason: string | undefined;
  isPending: boolean;
}

/** The end of a money form: the confirmation the clerk must tick, then the submit button. */
export function ConfirmAndSend({
  confirmation,
  confirmed,
  onConfirmedChange,
  action,
  pendingLabel,
  blockedReason,
  isPending,
}: ConfirmAndSendProps) {
  const reasonId = useId();
  return (
    <>
      <Checkbox isRequired isSelected={confirmed} onChange={onConfirmedChange}>
        {confirmation}
      </Checkbox>
      <Stack direction="horizontal" gap="md">
        <Button
          type="submit"
          variant="primary"
          isDisabled={blockedReason !== undefined}
          {...describedBy(reasonId, blockedReason)}
          isPending={isPending}
          pendingLabel={pendingLabel}
        >
          {action}
        </Button>
      </Stack>
      <DisabledReason id={reasonId} reason={blockedReason} />
    </>
  );
}
