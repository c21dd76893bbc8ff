import { formatDollars } from '@countertop/api';
import type { MemberGiftCard } from '@countertop/api';
import { useMemberGiftCards } from '@countertop/api/react';
import { formatDate } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { Card } from '@countertop/ui/Card';
import { EmptyState } from '@countertop/ui/EmptyState';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';

function expiryText(card: MemberGiftCard): string {
  if (card.expiresAt === null) return 'Never expires';
  return `${card.state === 'expired' ? 'Expired' : 'Expires'} ${formatDate(card.expiresAt)}`;
}

const STATE_BADGES = {
  live: null,
  spent: <Badge tone="neutral">Used up</Badge>,
  expired: <Badge tone="warning">Expired</Badge>,
} as const;

/** Every card the member bought: business, balance, and expiry or 'Never expires'. */
export function GiftCardList() {
  const cards = useMemberGiftCards({}, { requestOptions: { loadingToast: false } });
  if (cards.isPending) return <Spinner label="Loading your gift cards" />;
  if (cards.isError)
    return <ErrorState title="Could not load your gift cards" description={cards.error.message} />;
  if (cards.data.giftCards.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No gift cards yet"
        description="Gift cards you buy at a Countertop shop's counter appear here."
      />
    );
  }
  return (
    <Stack as="ul" gap="md" aria-label="Your gift cards">
      {cards.data.giftCards.map((card) => (
        <li key={card.id}>
          <Card title={card.businessName} headingLevel={2} actions={STATE_BADGES[card.state]}>
            <Stack gap="xs">
              <p>Balance: {formatDollars(card.balance)}</p>
              <p>Card value: {formatDollars(card.faceValue)}</p>
              <p>{expiryText(card)}</p>
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
