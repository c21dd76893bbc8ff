import type { Offer, OfferStatus } from '@countertop/api';
import { useDeleteOffer, useOffers, usePublishOffer } from '@countertop/api/react';
import { formatDate } from '@countertop/app-kit';
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
import { NEW_OFFER_STATE, offerEditState } from '../utils/offer-edit-state';
import { OFFERS_PAGE_SIZE, OFFERS_TEXT as T } from '../texts';
import { OfferDetails } from './offer-details';

type TabKey = 'active' | 'past';
const STATUSES: Record<TabKey, OfferStatus[]> = { active: ['Draft', 'Published'], past: ['Deleted'] };

/** docs/product/management.md §4: a Published offer past its expiry reads 'Expired'. */
function shownStatus(offer: Offer) {
  if (offer.status === 'Published' && offer.isExpired) return <Badge tone="warning">{T.expired}</Badge>;
  const tone = { Draft: 'neutral', Published: 'success', Deleted: 'danger' } as const;
  return <Badge tone={tone[offer.status]}>{offer.status}</Badge>;
}

const columns: DataTableColumn<Offer>[] = [
  { id: 'title', header: T.columns.title, cell: (offer) => offer.title, isRowHeader: true },
  { id: 'description', header: T.columns.description, cell: (offer) => offer.description },
  { id: 'validTill', header: T.columns.validTill, cell: (offer) => formatDate(offer.expiryDate) },
  { id: 'status', header: T.columns.status, cell: shownStatus },
];

/** On a phone: the title and status; the rest is in the detail popup (press the row). */
const phoneColumns = columns.filter((c) => c.id === 'title' || c.id === 'status');

type Pending = { kind: 'publish' | 'delete'; offer: Offer } | null;

/**
 * /offers (docs/product/management.md §2, §4): Active (Draft, Published) and Past (Deleted)
 * offers, 10 a page. A Draft can be edited, published or deleted; a Published one only deleted.
 * Pressing a row (its title) opens the offer's details with its images.
 */
export function OffersScreen() {
  const navigate = useNavigate();
  const isPhone = usePhoneLayout();
  const [tab, setTab] = useState<TabKey>('active');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Offer | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const list = useOffers(
    { offset: (page - 1) * OFFERS_PAGE_SIZE, limit: OFFERS_PAGE_SIZE, status: STATUSES[tab] },
    { requestOptions: { errorToast: false }, placeholderData: (previous) => previous },
  );
  const rows = list.isError ? [] : (list.data?.offerList ?? []);
  const totalPages = Math.ceil((list.data?.totalCount ?? 0) / OFFERS_PAGE_SIZE);

  const refused = {
    requestOptions: { errorToast: false },
    mutationConfig: { onError: (error: Error) => setRefusal(error.message) },
  };
  const publish = usePublishOffer(refused);
  const remove = useDeleteOffer(refused);

  const table = (
    <DataTable
      aria-label={tab === 'active' ? T.activeTab : T.pastTab}
      columns={isPhone ? phoneColumns : columns}
      rows={rows}
      isLoading={list.isPending}
      loadingLabel={T.loading}
      emptyText={T.empty}
      onRowAction={setSelected}
      actionsHeader={T.actionHeader}
      renderActions={
        tab === 'active'
          ? (offer) => (
              <Stack direction="horizontal" gap="xs" align="center">
                {offer.status === 'Draft' && (
                  <>
                    <IconButton
                      label={T.edit(offer.title)}
                      onPress={() =>
                        void navigate(paths.offersAdd.getHref(), { state: offerEditState(offer) })
                      }
                    >
                      <EditIcon />
                    </IconButton>
                    {isPhone ? (
                      // Room for three buttons in a phone's row: the icon, named and with a tooltip.
                      <IconButton
                        label={T.publish(offer.title)}
                        onPress={() => setPending({ kind: 'publish', offer })}
                      >
                        <CheckIcon />
                      </IconButton>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={T.publish(offer.title)}
                        onPress={() => setPending({ kind: 'publish', offer })}
                      >
                        {T.publishButton}
                      </Button>
                    )}
                  </>
                )}
                <IconButton
                  label={T.delete(offer.title)}
                  onPress={() => setPending({ kind: 'delete', offer })}
                >
                  <TrashIcon />
                </IconButton>
              </Stack>
            )
          : undefined
      }
    />
  );

  const pendingTitle = pending?.offer.title ?? '';
  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          <Button
            variant="primary"
            onPress={() => void navigate(paths.offersAdd.getHref(), { state: NEW_OFFER_STATE })}
          >
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
      <OfferDetails offer={selected} onClose={() => setSelected(null)} />
      <ConfirmDialog
        title={pending?.kind === 'delete' ? T.deleteTitle(pendingTitle) : T.publishTitle(pendingTitle)}
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
        confirmLabel={pending?.kind === 'delete' ? 'Delete' : T.publishButton}
        onConfirm={async () => {
          if (!pending) return;
          setRefusal(null);
          const request = { offerId: pending.offer.id };
          await (pending.kind === 'delete' ? remove : publish).mutateAsync(request).catch(() => undefined);
        }}
      >
        {pending?.kind === 'delete' ? T.deleteBody : T.publishBody}
      </ConfirmDialog>
    </>
  );
}
