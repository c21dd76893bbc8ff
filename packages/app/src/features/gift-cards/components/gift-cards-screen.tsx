import type { GiftCardStatus, GiftCardTemplate } from '@countertop/api';
import { useDeleteGiftCard, useGiftCards, usePublishGiftCard } from '@countertop/api/react';
import { formatDate, formatPercent } from '@countertop/app-kit';
import {
  Badge,
  Button,
  CheckIcon,
  ConfirmDialog,
  DataTable,
  EditIcon,
  IconButton,
  Notice,
  PageHeader,
  Pagination,
  PlusIcon,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TrashIcon,
} from '@countertop/ui';
import type { DataTableColumn } from '@countertop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { giftCardEditState } from '../utils/gift-card-edit-state';
import { moneyText, shortGiftCardId, validityText } from '../utils/gift-card-format';
import { GIFT_CARDS_PAGE_SIZE, GIFT_CARDS_TEXT as T } from '../texts';
import { GiftCardDetails } from './gift-card-details';

type TabKey = 'active' | 'past';
const STATUSES: Record<TabKey, GiftCardStatus[]> = { active: ['Draft', 'Published'], past: ['Deleted'] };

const statusTone = { Draft: 'neutral', Published: 'success', Deleted: 'danger' } as const;

const common: DataTableColumn<GiftCardTemplate>[] = [
  { id: 'id', header: T.columns.id, cell: shortGiftCardId, isRowHeader: true },
  { id: 'amount', header: T.columns.amount, cell: (card) => moneyText(card.faceValue), align: 'end' },
  { id: 'discount', header: T.columns.discount, cell: (card) => formatPercent(card.discount), align: 'end' },
  {
    id: 'sold',
    header: T.columns.sold,
    cell: (card) => card.soldNumber.toLocaleString('en-AU'),
    align: 'end',
  },
  {
    id: 'status',
    header: T.columns.status,
    cell: (card) => <Badge tone={statusTone[card.status]}>{card.status}</Badge>,
  },
  { id: 'validity', header: T.columns.validity, cell: (card) => validityText(card.validity) },
];

const pastColumns: DataTableColumn<GiftCardTemplate>[] = [
  ...common,
  {
    id: 'deletedOn',
    header: T.columns.deletedOn,
    cell: (card) => (card.deletedAt ? formatDate(card.deletedAt) : '-'),
  },
];

/**
 * On a phone: the amount (naming the row) and status beside the actions; the GC ID and the rest
 * are in the card's details (press the row).
 */
const phoneColumns: DataTableColumn<GiftCardTemplate>[] = [{ ...common[1]!, isRowHeader: true }, common[4]!];

type Pending = { kind: 'publish' | 'delete'; card: GiftCardTemplate } | null;

/**
 * /giftcards (docs/product/management.md §2, §4): Active (Draft, Published) and Past (Deleted)
 * templates, 10 a page. A Draft can be edited, published or deleted; a Published one only
 * deleted; a Past one is read-only. Pressing a row (its GC ID) selects the card and shows it whole.
 */
export function GiftCardsScreen() {
  const navigate = useNavigate();
  const isPhone = usePhoneLayout();
  const [tab, setTab] = useState<TabKey>('active');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<GiftCardTemplate | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const list = useGiftCards(
    { offset: (page - 1) * GIFT_CARDS_PAGE_SIZE, limit: GIFT_CARDS_PAGE_SIZE, status: STATUSES[tab] },
    // docs/product/management.md §8: a failed list is logged and falls back to empty.
    { requestOptions: { errorToast: false }, placeholderData: (previous) => previous },
  );
  const rows = list.isError ? [] : (list.data?.data.totalItems ?? []);
  const totalPages = Math.ceil((list.data?.data.totalCount ?? 0) / GIFT_CARDS_PAGE_SIZE);

  // A refusal (the plan's limit above all) stays on the page, not only in a passing toast.
  const refused = {
    requestOptions: { errorToast: false },
    mutationConfig: { onError: (error: Error) => setRefusal(error.message) },
  };
  const publish = usePublishGiftCard(refused);
  const remove = useDeleteGiftCard(refused);

  const columns = tab === 'active' ? common : pastColumns;
  const shown = isPhone ? phoneColumns : columns;

  const table = (
    <DataTable
      aria-label={tab === 'active' ? T.activeTab : T.pastTab}
      columns={shown}
      rows={rows}
      isLoading={list.isPending}
      loadingLabel={T.loading}
      emptyText={T.empty}
      onRowAction={setSelected}
      renderActions={
        tab === 'active'
          ? (card) => {
              const id = shortGiftCardId(card);
              return (
                <Stack direction="horizontal" gap="xs" align="center">
                  {card.status === 'Draft' && (
                    <>
                      <IconButton
                        label={T.edit(id)}
                        onPress={() =>
                          void navigate(paths.giftCardsAdd.getHref(), { state: giftCardEditState(card) })
                        }
                      >
                        <EditIcon />
                      </IconButton>
                      {isPhone ? (
                        // Room for three buttons in a phone's row: the icon, named and with a tooltip.
                        <IconButton
                          label={T.publish(id)}
                          onPress={() => setPending({ kind: 'publish', card })}
                        >
                          <CheckIcon />
                        </IconButton>
                      ) : (
                        <Button
                          size="sm"
                          aria-label={T.publish(id)}
                          onPress={() => setPending({ kind: 'publish', card })}
                        >
                          {T.publishButton}
                        </Button>
                      )}
                    </>
                  )}
                  <IconButton label={T.delete(id)} onPress={() => setPending({ kind: 'delete', card })}>
                    <TrashIcon />
                  </IconButton>
                </Stack>
              );
            }
          : undefined
      }
    />
  );

  const pendingId = pending ? shortGiftCardId(pending.card) : '';
  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          <Button variant="primary" onPress={() => void navigate(paths.giftCardsAdd.getHref())}>
            <PlusIcon />
            {T.add}
          </Button>
        }
      />
      <Stack gap="lg">
        {refusal && (
          <Notice
            tone="danger"
            role="alert"
            action={<Button onPress={() => setRefusal(null)}>{T.close}</Button>}
          >
            {refusal}
          </Notice>
        )}
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            setTab(key as TabKey);
            setPage(1);
          }}
        >
          <TabList aria-label={T.tabs}>
            <Tab id="active">{T.activeTab}</Tab>
            <Tab id="past">{T.pastTab}</Tab>
          </TabList>
          <TabPanel id="active">{tab === 'active' && table}</TabPanel>
          <TabPanel id="past">{tab === 'past' && table}</TabPanel>
        </Tabs>
        <Pagination
          aria-label={T.pages}
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          isDisabled={list.isFetching}
        />
      </Stack>
      <GiftCardDetails card={selected} onClose={() => setSelected(null)} />
      <ConfirmDialog
        title={pending?.kind === 'delete' ? T.deleteTitle(pendingId) : T.publishTitle(pendingId)}
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
        confirmLabel={pending?.kind === 'delete' ? 'Delete' : T.publishButton}
        onConfirm={async () => {
          if (!pending) return;
          setRefusal(null);
          const request = { id: pending.card.id };
          // A refusal closes the question; its reason stays on the page.
          await (pending.kind === 'delete' ? remove : publish).mutateAsync(request).catch(() => undefined);
        }}
      >
        {pending?.kind === 'delete' ? T.deleteBody : T.publishBody}
      </ConfirmDialog>
    </>
  );
}
