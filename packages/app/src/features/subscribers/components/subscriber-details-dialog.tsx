import { formatCount, formatDollars } from '@countertop/api';
import type { Subscription } from '@countertop/api';
import { useSubscriptionDetails } from '@countertop/api/react';
import { activityRows, formatDate } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { DescriptionList } from '@countertop/ui/DescriptionList';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { Dialog } from '@countertop/ui/Dialog';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { SUBSCRIBERS_TEXT as T } from '../texts';

const D = T.details;

/** The popup's four groups (docs/product/management.md §2 Subscribers), in order. */
function groups(s: Subscription) {
  return [
    {
      title: T.groups.basic,
      items: [
        { term: D.name, description: s.customerName },
        { term: D.email, description: s.email },
        { term: D.subscribedOn, description: formatDate(s.subscribedOn) },
        { term: D.tier, description: s.tier ? T.tier(s.tier) : T.noTier },
      ],
    },
    {
      title: T.groups.balance,
      items: [
        { term: D.pointsBalance, description: formatCount(s.pointsBalance) },
        // A stamp card's count, where there is one (ours, as the table's Stamps column).
        ...(s.stampsBalance > 0
          ? [{ term: D.stampsBalance, description: formatCount(s.stampsBalance) }]
          : []),
        { term: D.walletBalance, description: formatDollars(s.moneyBalance) },
        { term: D.giftCardBalance, description: formatDollars(s.totalGCMoneyBalance) },
      ],
    },
    {
      title: T.groups.activity,
      items: [
        { term: D.totalPointsEarned, description: formatCount(s.totalPointsEarnedTillDate) },
        { term: D.totalMoneySpent, description: formatDollars(s.totalMoneySpentTillDate) },
        { term: D.timesShopped, description: formatCount(s.timesShopped) },
      ],
    },
    {
      title: T.groups.additional,
      items: [
        { term: D.timesRedeemed, description: formatCount(s.timesRedeemed) },
        { term: D.totalReferred, description: formatCount(s.totalReferred) },
        { term: D.referredBy, description: s.referredBy ? s.referredBy.customerName : T.notReferred },
      ],
    },
  ];
}

// One terms column for every group, so the values line up from card to card (issue 23).
const TERM_WIDTH = '11rem';

/**
 * 'Customer Details': the subscriber as the server has them now (POST /subscription/details), in
 * the four groups, then their history at this business (ours, issue 19); a member no longer
 * subscribed says the server's 'Customer not found.'.
 */
export function SubscriberDetailsDialog({
  memberId,
  onClose,
}: {
  memberId: string | null;
  onClose: () => void;
}) {
  const details = useSubscriptionDetails(
    { customerId: memberId ?? '' },
    { enabled: memberId !== null, requestOptions: { errorToast: false, loadingToast: false } },
  );
  const subscriber = details.data?.data;
  const history = details.data?.history ?? [];
  return (
    <Dialog
      title={T.detailsTitle}
      description={subscriber?.customerName}
      isOpen={memberId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      footer={(close) => <Button onPress={close}>{T.close}</Button>}
    >
      {details.isError ? (
        <ErrorState title={details.error.message} />
      ) : subscriber ? (
        <Stack gap="md">
          {groups(subscriber).map((group) => (
            <Card key={group.title} title={group.title} headingLevel={3} padding="md">
              <DescriptionList items={group.items} termWidth={TERM_WIDTH} />
            </Card>
          ))}
          {/* The member's history here, in the words their own app uses (issue 19). */}
          <Card title={T.groups.history} headingLevel={3} padding="md">
            {history.length === 0 ? (
              <p>{T.historyEmpty}</p>
            ) : (
              <DetailsTable
                aria-label={`${T.groups.history}: ${subscriber.customerName}`}
                titleHeader="What"
                detailsHeader="When and how much"
                rows={activityRows(history, 'business')}
              />
            )}
          </Card>
        </Stack>
      ) : (
        <Spinner label={T.detailsLoading} />
      )}
    </Dialog>
  );
}
