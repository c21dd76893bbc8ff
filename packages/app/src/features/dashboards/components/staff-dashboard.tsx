import { formatDollars } from '@countertop/api';
import { useStaffDashboard } from '@countertop/api/react';
import { formatDate, formatPercent, isDiscounted } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { EmptyState } from '@countertop/ui/EmptyState';
import { ErrorState } from '@countertop/ui/ErrorState';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useMediaQuery } from '@countertop/ui/hooks/useMediaQuery';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { OfferDetailsDialog } from '@/components/offer-details-dialog';
import { DASHBOARD_TEXT as T, STAFF_DASHBOARD_MOBILE_QUERY } from '../texts';
import { giftCardValidity } from '../utils/offers';
import type { DashboardOffer } from '../utils/offers';

/**
 * The staff dashboard (docs/product/front-desk.md §2): what is on sale now. Phones get only a message; the data
 * is not even fetched there.
 */
export function StaffDashboard() {
  const isMobile = useMediaQuery(STAFF_DASHBOARD_MOBILE_QUERY, false);
  const dashboard = useStaffDashboard(undefined, {
    enabled: !isMobile,
    requestOptions: { errorToast: false },
  });
  const [offer, setOffer] = useState<DashboardOffer | null>(null);

  function content() {
    if (isMobile) return <EmptyState title={T.mobile} />;
    if (dashboard.isError) {
      return (
        <ErrorState
          title={T.staffFailed}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      );
    }
    if (dashboard.isPending) return <Spinner label={T.loading} />;
    return (
      <Stack gap="xl">
        <OnSale title={T.giftCards} emptyText={T.noGiftCards} items={dashboard.data.giftCardList}>
          {(card) => (
            <Card title={formatDollars(card.faceValue)} headingLevel={3} padding="md">
              {isDiscounted(card.discount) && <p>{T.off(formatPercent(card.discount))}</p>}
              <p>{giftCardValidity(card.validity)}</p>
            </Card>
          )}
        </OnSale>
        <OnSale title={T.offers} emptyText={T.noOffers} items={dashboard.data.offersList}>
          {(item) => (
            <Card
              title={item.title}
              headingLevel={3}
              padding="md"
              actions={
                <Button size="sm" aria-label={T.viewOffer(item.title)} onPress={() => setOffer(item)}>
                  {T.view}
                </Button>
              }
            >
              {item.images[0] !== undefined && (
                // Only the width is set, so the height follows the image's own proportions.
                <img src={item.images[0]} alt="" width={240} loading="lazy" />
              )}
              <p>{T.validUntil(formatDate(item.expiryDate))}</p>
            </Card>
          )}
        </OnSale>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={T.staffTitle} />
      {content()}
      <OfferDetailsDialog offer={offer} onClose={() => setOffer(null)} validity="after-images" />
    </>
  );
}

/** One kind of what is on sale: a titled card listing each, or saying there is none. */
function OnSale<Item extends { id: string }>({
  title,
  emptyText,
  items,
  children,
}: {
  title: string;
  emptyText: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <Card title={title}>
      {items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <Stack as="ul" direction="horizontal" gap="lg" wrap aria-label={title}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
