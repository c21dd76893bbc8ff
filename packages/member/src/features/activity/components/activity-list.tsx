import { useMemberActivity } from '@countertop/api/react';
import { activityRows, groupByBusiness } from '@countertop/app-kit';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { EmptyState } from '@countertop/ui/EmptyState';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';

/**
 * The member's history at each business, newest first: one table per shop, each row what
 * happened (its row header) with the date and time and what changed: a member with two visits on
 * one day tells them apart by the time.
 */
export function ActivityList() {
  const activity = useMemberActivity({}, { requestOptions: { loadingToast: false } });
  if (activity.isPending) return <Spinner label="Loading your activity" />;
  if (activity.isError) {
    return <ErrorState title="Could not load your activity" description={activity.error.message} />;
  }
  const groups = groupByBusiness(activity.data.activity);
  if (groups.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="Nothing yet"
        description="Purchases, gift cards and refunds at Countertop shops appear here."
      />
    );
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <DetailsTable
          key={group.businessId}
          caption={`Activity at ${group.businessName}`}
          titleHeader="What"
          detailsHeader="When and how much"
          rows={activityRows(group.items)}
        />
      ))}
    </Stack>
  );
}
