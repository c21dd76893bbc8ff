import { Badge } from '@countertop/ui/Badge';
import { Button } from '@countertop/ui/Button';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import type { BadgeTone } from '@countertop/ui/Badge';
import type { Authorization } from '../utils/authorization';
import { MEMBER_TEXT } from '../texts';

const tones: Record<Authorization['kind'], BadgeTone> = {
  pending: 'warning',
  authorized: 'success',
  rejected: 'danger',
  error: 'danger',
  other: 'neutral',
};

interface AuthorizationStatusProps {
  authorization: Authorization;
  isRefreshing: boolean;
  onRefresh: () => void;
  onTryAgain: () => void;
}

/**
 * 'Customer Authorization': Pending with a spinner and Refresh, Authorized, or Rejected with
 * Try Again (docs/product/front-desk.md §2). A live region, so the member's answer is announced when it arrives.
 */
export function AuthorizationStatus({
  authorization,
  isRefreshing,
  onRefresh,
  onTryAgain,
}: AuthorizationStatusProps) {
  const { kind, label } = authorization;
  return (
    <Stack direction="horizontal" gap="md" align="center" wrap>
      <span>{MEMBER_TEXT.authorization}:</span>
      <span role="status">
        <Badge tone={tones[kind]}>{label}</Badge>
      </span>
      {kind === 'pending' && <Spinner size="sm" label="Waiting for the customer" />}
      {(kind === 'pending' || kind === 'error') && (
        <Button size="sm" onPress={onRefresh} isPending={isRefreshing} pendingLabel="Refreshing">
          Refresh
        </Button>
      )}
      {kind === 'rejected' && (
        <Button size="sm" onPress={onTryAgain}>
          Try Again
        </Button>
      )}
    </Stack>
  );
}
