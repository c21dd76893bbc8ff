import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { GiftCardList } from '@/features/gift-cards/components/gift-card-list';

export function GiftCardsRoute() {
  return (
    <Stack gap="lg">
      <PageHeader title="Gift cards" description="Spent at the counter soonest-expiring first." />
      <GiftCardList />
    </Stack>
  );
}
