import { useBusinessStats } from '@countertop/api/react';
import { ErrorState } from '@countertop/ui/ErrorState';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { StatTile, StatTileGrid } from '@countertop/ui/StatTile';
import { paths } from '@/config/paths';
import { SECTION_ICONS } from '@/config/section-icons';
import { DASHBOARD_TEXT } from '../texts';
import { DashboardTrends } from './dashboard-trends';

/** The owner dashboard's tiles (docs/product/front-desk.md §2): each figure opens the view it counts. */
const OWNER_TILES = [
  {
    key: 'gcCount',
    label: 'Active Giftcards',
    href: paths.giftCards.getHref(),
    icon: SECTION_ICONS.giftcards,
  },
  { key: 'offersCount', label: 'Active Offers', href: paths.offers.getHref(), icon: SECTION_ICONS.offers },
  {
    key: 'subscribersCount',
    label: 'Subscribers',
    href: paths.subscribers.getHref(),
    icon: SECTION_ICONS.subscribers,
  },
  { key: 'storeCount', label: 'Stores', href: paths.stores.getHref(), icon: SECTION_ICONS.stores },
  { key: 'staffCount', label: 'Active Staff', href: paths.staff.getHref(), icon: SECTION_ICONS.staff },
] as const;

export function OwnerDashboard() {
  // The failure replaces the screen with its own text, so the toast would say it twice.
  const stats = useBusinessStats(undefined, { requestOptions: { errorToast: false } });

  return (
    <>
      <PageHeader title={DASHBOARD_TEXT.ownerTitle} />
      <Stack gap="xl">
        {stats.isError ? (
          // Replaces the tiles: no figure is better than a row of misleading zeros.
          <ErrorState title={DASHBOARD_TEXT.statsFailed} />
        ) : (
          // The tiles stand from the start, a dash in place of each figure until they arrive, so
          // nothing below them moves when they do (a spinner in their place pushed the page down).
          // StatTileGrid: one tile a row on a phone, one even row when wide, never a ragged last row.
          <StatTileGrid aria-label={DASHBOARD_TEXT.figures} aria-busy={stats.isPending}>
            {OWNER_TILES.map((tile) => (
              <StatTile
                key={tile.key}
                label={tile.label}
                value={stats.isPending ? DASHBOARD_TEXT.pendingFigure : stats.data[tile.key]}
                href={tile.href}
                icon={tile.icon}
              />
            ))}
          </StatTileGrid>
        )}
        <DashboardTrends />
      </Stack>
    </>
  );
}
