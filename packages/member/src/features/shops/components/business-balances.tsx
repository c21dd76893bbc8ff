import { useMemberSubscriptions } from '@countertop/api/react';
import { Card, EmptyState, ErrorState, Spinner, Stack, StatTile } from '@countertop/ui';
import { BALANCES_POLL_MS } from '@/config/constants';
import { dollarsText } from '@/lib/money';

/** The member's balances at each business they belong to, money as `$` with two decimals. */
export function BusinessBalances() {
  // Balances change at the counter, not here: a pass left open while the shop completes a payment
  // the member approved still has to show the new wallet. Quietly, like the approvals' polling.
  const subscriptions = useMemberSubscriptions(
    {},
    { refetchInterval: BALANCES_POLL_MS, requestOptions: { loadingToast: false, errorToast: false } },
  );
  if (subscriptions.isPending) return <Spinner label="Loading your balances" />;
  if (subscriptions.isError) {
    return <ErrorState title="Could not load your balances" description={subscriptions.error.message} />;
  }
  const list = subscriptions.data.subscriptions;
  if (list.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No shops yet"
        description="Show your pass at a Countertop shop's counter: your points, wallet and gift cards there appear here."
      />
    );
  }
  return (
    <Stack gap="md">
      {list.map((s) => (
        // A landmark per shop, so a screen reader can jump between them and tests can find one.
        <Stack as="section" key={s.businessId} aria-label={`Balances at ${s.businessName}`}>
          <Card title={s.businessName} headingLevel={2}>
            <Stack direction="horizontal" gap="sm" wrap>
              <StatTile label="Points" value={s.pointsBalance} />
              <StatTile label="Wallet" value={dollarsText(s.walletBalance)} />
              <StatTile label="Gift cards" value={dollarsText(s.gcBalance)} />
            </Stack>
          </Card>
        </Stack>
      ))}
    </Stack>
  );
}
