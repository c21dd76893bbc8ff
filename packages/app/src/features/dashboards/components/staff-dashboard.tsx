import { formatMoney, toCents } from '@countertop/api';
import { useStaffDashboard } from '@countertop/api/react';
import { formatDate, formatPercent } from '@countertop/app-kit';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  Stack,
  useMediaQuery,
} from '@countertop/ui';
import { useState } from 'react';
import { DASHBOARD_TEXT, STAFF_DASHBOARD_MOBILE_QUERY } from '../texts';
import { giftCardValidity } from '../utils/offers';
import type { DashboardOffer } from '../utils/offers';
import { OfferDialog } from './offer-dialog';

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

  return (
    <>
      <PageHeader title={DASHBOARD_TEXT.staffTitle} />
      {isMobile ? (
        <EmptyState title={DASHBOARD_TEXT.mobile} />
      ) : dashboard.isError ? (
        <ErrorState
          title={DASHBOARD_TEXT.staffFailed}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : dashboard.isPending ? (
        <Spinner label="Loading the dashboard" />
      ) : (
        <Stack gap="xl">
          <Card title={DASHBOARD_TEXT.giftCards}>
            {dashboard.data.giftCardList.length === 0 ? (
              <EmptyState title={DASHBOARD_TEXT.noGiftCards} />
            ) : (
              <Stack as="ul" direction="horizontal" gap="lg" wrap aria-label={DASHBOARD_TEXT.giftCards}>
                {dashboard.data.giftCardList.map((card) => (
                  <li key={card.id}>
                    <Card title={formatMoney(toCents(card.faceValue))} headingLevel={3} padding="md">
                      <p>{`${formatPercent(card.discount)} Off`}</p>
                      <p>{giftCardValidity(card.validity)}</p>
                    </Card>
                  </li>
                ))}
              </Stack>
            )}
          </Card>
          <Card title={DASHBOARD_TEXT.offers}>
            {dashboard.data.offersList.length === 0 ? (
              <EmptyState title={DASHBOARD_TEXT.noOffers} />
            ) : (
              <Stack as="ul" direction="horizontal" gap="lg" wrap aria-label={DASHBOARD_TEXT.offers}>
                {dashboard.data.offersList.map((item) => (
                  <li key={item.id}>
                    <Card
                      title={item.title}
                      headingLevel={3}
                      padding="md"
                      actions={
                        <Button size="sm" aria-label={`View ${item.title}`} onPress={() => setOffer(item)}>
                          View
                        </Button>
                      }
                    >
                      {item.images[0] !== undefined && (
                        // Only the width is set, so the height follows the image's own proportions.
                        <img src={item.images[0]} alt="" width={240} loading="lazy" />
                      )}
                      <p>{`Valid until: ${formatDate(item.expiryDate)}`}</p>
                    </Card>
                  </li>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      )}
      <OfferDialog offer={offer} onClose={() => setOffer(null)} />
    </>
  );
}
