import type { Offer } from '@countertop/api';
import { useDeleteOffer, useOffers, usePublishOffer } from '@countertop/api/react';
import { formatDate } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CatalogueList, CatalogueStatusBadge, openingCell } from '@/components/catalogue-list';
import { OfferDetailsDialog } from '@/components/offer-details-dialog';
import { paths } from '@/config/paths';
import { useCatalogueTabs } from '@/lib/use-catalogue-tabs';
import { PAGED_LIST_QUERY } from '@/lib/use-page';
import { NEW_OFFER_STATE, offerEditState } from '../utils/offer-edit-state';
import { OFFERS_PAGE_SIZE, OFFERS_TEXT as T } from '../texts';

/** docs/product/management.md §4: a Published offer past its expiry reads 'Expired'. */
function shownStatus(offer: Offer) {
  if (offer.status === 'Published' && offer.isExpired) return <Badge tone="warning">{T.expired}</Badge>;
  return <CatalogueStatusBadge status={offer.status} />;
}

/** The list's columns; the title is a link that opens the offer's details (`openingCell`). */
function offerColumns(open: (offer: Offer) => void) {
  const columns: DataTableColumn<Offer>[] = [
    {
      id: 'title',
      header: T.columns.title,
      cell: openingCell((offer) => offer.title, open),
      isRowHeader: true,
    },
    { id: 'description', header: T.columns.description, cell: (offer) => offer.description },
    { id: 'validTill', header: T.columns.validTill, cell: (offer) => formatDate(offer.expiryDate) },
    { id: 'status', header: T.columns.status, cell: shownStatus },
  ];
  /** On a phone: the title and status; the rest is in the detail popup (press the row). */
  const phoneColumns = columns.filter((c) => c.id === 'title' || c.id === 'status');
  return { columns, phoneColumns };
}

// A refusal is said on the page (components/catalogue-list.tsx), not in a passing toast.
const quiet = { requestOptions: { errorToast: false } };

/**
 * /offers (docs/product/management.md §2, §4): the offers in the catalogue list, 10 a page.
 * Pressing a row or its title's link opens the offer's details with its images.
 */
export function OffersScreen() {
  const navigate = useNavigate();
  const tabs = useCatalogueTabs(OFFERS_PAGE_SIZE);
  const [selected, setSelected] = useState<Offer | null>(null);
  const { columns, phoneColumns } = useMemo(() => offerColumns(setSelected), []);
  const list = useOffers(tabs.request, PAGED_LIST_QUERY);
  const publish = usePublishOffer(quiet);
  const remove = useDeleteOffer(quiet);

  return (
    <>
      <CatalogueList
        texts={T}
        tabs={tabs}
        query={list}
        listPage={list.data && { totalItems: list.data.offerList, totalCount: list.data.totalCount }}
        columns={columns}
        phoneColumns={phoneColumns}
        nameOf={(offer) => offer.title}
        onAdd={() => void navigate(paths.offersAdd.getHref(), { state: NEW_OFFER_STATE })}
        onEdit={(offer) => void navigate(paths.offersAdd.getHref(), { state: offerEditState(offer) })}
        onSelect={setSelected}
        publish={(offer) => publish.mutateAsync({ offerId: offer.id })}
        remove={(offer) => remove.mutateAsync({ offerId: offer.id })}
      />
      <OfferDetailsDialog offer={selected} onClose={() => setSelected(null)} />
    </>
  );
}
