import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { ActivityList } from '@/features/activity/components/activity-list';

export function ActivityRoute() {
  return (
    <Stack gap="lg">
      <PageHeader title="Activity" description="Your history at each shop, newest first." />
      <ActivityList />
    </Stack>
  );
}
