import { Badge } from '@countertop/ui/Badge';
import { Button } from '@countertop/ui/Button';
import { CheckIcon, EditIcon, PlusIcon, TrashIcon } from '@countertop/ui/icons';
import { ConfirmDialog } from '@countertop/ui/ConfirmDialog';
import { IconButton } from '@countertop/ui/IconButton';
import { Link } from '@countertop/ui/Link';
import { Notice } from '@countertop/ui/Notice';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@countertop/ui/Tabs';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useState } from 'react';
import { PagedTable } from '@/components/paged-table';
import type { PagedTableProps } from '@/components/paged-table';
import type { CatalogueStatus, CatalogueTab, CatalogueTabs } from '@/lib/use-catalogue-tabs';
import { usePhoneLayout } from '@/lib/use-phone-layout';

/** What the list needs of an item: gift card templates and offers alike. */
export interface CatalogueItem {
  id: string;
  status: CatalogueStatus;
}

/** The list's texts; an action's text and its question name the item (`nameOf`). */
export interface CatalogueListTexts {
  title: string;
  add: string;
  tabs: string;
  activeTab: string;
  pastTab: string;
  loading: string;
  empty: string;
  pages: string;
  close: string;
  publishButton: string;
  /** The actions column's header. @default DataTable's */
  actionHeader?: string;
  edit: (name: string) => string;
  publish: (name: string) => string;
  delete: (name: string) => string;
  publishTitle: (name: string) => string;
  publishBody: string;
  deleteTitle: (name: string) => string;
  deleteBody: string;
}

interface CatalogueListProps<Item extends CatalogueItem> {
  texts: CatalogueListTexts;
  /** The tab and page shown, from `useCatalogueTabs`. */
  tabs: CatalogueTabs;
  /** The list's query for them; a failed one leaves the list empty. */
  query: PagedTableProps<Item>['query'];
  listPage: PagedTableProps<Item>['listPage'];
  columns: readonly DataTableColumn<Item>[];
  /** The Past tab's columns. @default columns */
  pastColumns?: readonly DataTableColumn<Item>[];
  /** A phone's columns, in either tab. */
  phoneColumns: readonly DataTableColumn<Item>[];
  /** How the row actions and their questions name an item (a gift card's GC ID, an offer's title). */
  nameOf: (item: Item) => string;
  onAdd: () => void;
  /** A Draft's Edit. */
  onEdit: (item: Item) => void;
  /** Pressing a row. */
  onSelect: (item: Item) => void;
  publish: (item: Item) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
}

/**
 * A cell that names the item as a link opening its details, as pressing its row does: plain text did
 * not look pressable (issue 23), and the link is reached by Tab or the arrow keys.
 */
export function openingCell<Item>(name: (item: Item) => string, open: (item: Item) => void) {
  return function OpeningCell(item: Item) {
    return <Link onPress={() => open(item)}>{name(item)}</Link>;
  };
}

const STATUS_TONE = { Draft: 'neutral', Published: 'success', Deleted: 'danger' } as const;

/** An item's status as the list's Status column shows it. */
export function CatalogueStatusBadge({ status }: { status: CatalogueStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{status}</Badge>;
}

type Pending<Item> = { kind: 'publish' | 'delete'; item: Item } | null;

/**
 * A catalogue list (docs/product/management.md §2, §4: gift cards, offers): Active (Draft,
 * Published) and Past (Deleted) tabs, one page at a time. A Draft can be edited, published or
 * deleted, a Published item only deleted, each behind a question; a Past one is read-only. A
 * refusal (the plan's limit above all) stays on the page, not only in a passing toast.
 */
export function CatalogueList<Item extends CatalogueItem>({
  texts: T,
  tabs,
  query,
  listPage,
  columns,
  pastColumns = columns,
  phoneColumns,
  nameOf,
  onAdd,
  onEdit,
  onSelect,
  publish,
  remove,
}: CatalogueListProps<Item>) {
  const isPhone = usePhoneLayout();
  const [pending, setPending] = useState<Pending<Item>>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { tab } = tabs;

  function renderActions(item: Item) {
    const name = nameOf(item);
    const ask = (kind: 'publish' | 'delete') => () => setPending({ kind, item });
    return (
      <Stack direction="horizontal" gap="xs" align="center">
        {item.status === 'Draft' && (
          <>
            <IconButton label={T.edit(name)} onPress={() => onEdit(item)}>
              <EditIcon />
            </IconButton>
            {isPhone ? (
              // Room for three buttons in a phone's row: the icon, named and with a tooltip.
              <IconButton label={T.publish(name)} onPress={ask('publish')}>
                <CheckIcon />
              </IconButton>
            ) : (
              <Button size="sm" aria-label={T.publish(name)} onPress={ask('publish')}>
                {T.publishButton}
              </Button>
            )}
          </>
        )}
        <IconButton label={T.delete(name)} onPress={ask('delete')}>
          <TrashIcon />
        </IconButton>
      </Stack>
    );
  }

  const tabColumns = tab === 'active' ? columns : pastColumns;
  const isDelete = pending?.kind === 'delete';
  const pendingName = pending ? nameOf(pending.item) : '';
  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          <Button variant="primary" onPress={onAdd}>
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
        <PagedTable
          texts={{
            tableLabel: tab === 'active' ? T.activeTab : T.pastTab,
            loading: T.loading,
            empty: T.empty,
            pages: T.pages,
          }}
          paging={tabs.paging}
          query={query}
          listPage={listPage}
          columns={tabColumns}
          phoneColumns={phoneColumns}
          onRowAction={onSelect}
          actionsHeader={T.actionHeader}
          renderActions={tab === 'active' ? renderActions : undefined}
          placeTable={(table) => (
            <Tabs selectedKey={tab} onSelectionChange={(key) => tabs.selectTab(key as CatalogueTab)}>
              <TabList aria-label={T.tabs}>
                <Tab id="active">{T.activeTab}</Tab>
                <Tab id="past">{T.pastTab}</Tab>
              </TabList>
              <TabPanel id="active">{tab === 'active' && table}</TabPanel>
              <TabPanel id="past">{tab === 'past' && table}</TabPanel>
            </Tabs>
          )}
        />
      </Stack>
      <ConfirmDialog
        title={isDelete ? T.deleteTitle(pendingName) : T.publishTitle(pendingName)}
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone={isDelete ? 'danger' : 'primary'}
        confirmLabel={isDelete ? 'Delete' : T.publishButton}
        onConfirm={async () => {
          if (!pending) return;
          setRefusal(null);
          // A refusal closes the question; its reason stays on the page.
          await (isDelete ? remove : publish)(pending.item).catch((error: Error) =>
            setRefusal(error.message),
          );
        }}
      >
        {isDelete ? T.deleteBody : T.publishBody}
      </ConfirmDialog>
    </>
  );
}
