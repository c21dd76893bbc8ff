import { formatCount, formatDollars } from '@countertop/api';
import type { GiftCardTemplate } from '@countertop/api';
import { useDeleteGiftCard, useGiftCards, usePublishGiftCard } from '@countertop/api/react';
import { formatDate, formatDiscount } from '@countertop/app-kit';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CatalogueList, CatalogueStatusBadge, openingCell } from '@/components/catalogue-list';
import { paths } from '@/config/paths';
import { useCatalogueTabs } from '@/lib/use-catalogue-tabs';
import { PAGED_LIST_QUERY } from '@/lib/use-page';
import { giftCardEditState } from '../utils/gift-card-edit-state';
import { shortGiftCardId, validityText } from '../utils/gift-card-format';
import { GIFT_CARDS_PAGE_SIZE, GIFT_CARDS_TEXT as T } from '../texts';
import { GiftCardDetails } from './gift-card-details';

const amount: DataTableColumn<GiftCardTemplate> = {
  id: 'amount',
  header: T.columns.amount,
  cell: (card) => formatDollars(card.faceValue),
  align: 'end',
};
const status: DataTableColumn<GiftCardTemplate> = {
  id: 'status',
  header: T.columns.status,
  cell: (card) => <CatalogueStatusBadge status={card.status} />,
};

/**
 * The list's columns; the GC ID is a link that opens the card's details (`openingCell`). On a phone:
 * the amount (naming the row) and status beside the actions; the GC ID and the rest are in the
 * card's details (press the row).
 */
function giftCardColumns(open: (card: GiftCardTemplate) => void) {
  const columns: DataTableColumn<GiftCardTemplate>[] = [
    { id: 'id', header: T.columns.id, cell: openingCell(shortGiftCardId, open), isRowHeader: true },
    amount,
    {
      id: 'discount',
      header: T.columns.discount,
      cell: (card) => formatDiscount(card.discount),
      align: 'end',
    },
    {
      id: 'sold',
      header: T.columns.sold,
      cell: (card) => formatCount(card.soldNumber),
      align: 'end',
    },
    status,
    { id: 'validity', header: T.columns.validity, cell: (card) => validityText(card.validity) },
  ];
  const pastColumns: DataTableColumn<GiftCardTemplate>[] = [
    ...columns,
    {
      id: 'deletedOn',
      header: T.columns.deletedOn,
      cell: (card) => (card.deletedAt ? formatDate(card.deletedAt) : '-'),
    },
  ];
  return { columns, pastColumns };
}

const phoneColumns: DataTableColumn<GiftCardTemplate>[] = [{ ...amount, isRowHeader: true }, status];

// A refusal is said on the page (components/catalogue-list.tsx), not in a passing toast.
const quiet = { requestOptions: { errorToast: false } };

/**
 * /giftcards (docs/product/management.md §2, §4): the templates in the catalogue list, 10 a page.
 * Pressing a row or its GC ID's link shows the card whole.
 */
export function GiftCardsScreen() {
  const navigate = useNavigate();
  const tabs = useCatalogueTabs(GIFT_CARDS_PAGE_SIZE);
  const [selected, setSelected] = useState<GiftCardTemplate | null>(null);
  const { columns, pastColumns } = useMemo(() => giftCardColumns(setSelected), []);
  // docs/product/management.md §8: a failed list is logged and falls back to empty.
  const list = useGiftCards(tabs.request, PAGED_LIST_QUERY);
  const publish = usePublishGiftCard(quiet);
  const remove = useDeleteGiftCard(quiet);

  return (
    <>
      <CatalogueList
        texts={T}
        tabs={tabs}
        query={list}
        listPage={list.data?.data}
        columns={columns}
        pastColumns={pastColumns}
        phoneColumns={phoneColumns}
        nameOf={shortGiftCardId}
        onAdd={() => void navigate(paths.giftCardsAdd.getHref())}
        onEdit={(card) => void navigate(paths.giftCardsAdd.getHref(), { state: giftCardEditState(card) })}
        onSelect={setSelected}
        publish={(card) => publish.mutateAsync({ id: card.id })}
        remove={(card) => remove.mutateAsync({ id: card.id })}
      />
      <GiftCardDetails card={selected} onClose={() => setSelected(null)} />
    </>
  );
}
