import { useMemberActivity } from '@countertop/api/react';
import { formatDate } from '@countertop/app-kit';
import { Card, EmptyState, ErrorState, Spinner, Stack } from '@countertop/ui';
import { describeActivity, groupByBusiness } from '../utils/describe-activity';

/** The member's history at each business, newest first. */
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
        <Card key={group.businessId} title={group.businessName} headingLevel={2}>
          <Stack as="ol" gap="md" aria-label={`Activity at ${group.businessName}`}>
            {group.items.map((item) => {
              const { title, details } = describeActivity(item);
              return (
                <li key={item.id}>
                  <h3>{title}</h3>
                  <p>
                    <time dateTime={item.occurredAt}>{formatDate(item.occurredAt)}</time>
                  </p>
                  <p>{details.join(' · ')}</p>
                </li>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
