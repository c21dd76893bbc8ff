import type { Alert } from '@countertop/api';
import { useAlerts, useUpdateAlert } from '@countertop/api/react';
import { formatDateTime } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { Button } from '@countertop/ui/Button';
import { CheckIcon, CloseIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { Link } from '@countertop/ui/Link';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@countertop/ui/Tabs';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useState } from 'react';
import { PagedTable } from '@/components/paged-table';
import { PAGED_LIST_QUERY } from '@/lib/use-page';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { useTabbedPage } from '@/lib/use-tabbed-page';
import { alertRecords, alertText } from '../utils/alert-text';
import { ALERTS_PAGE_SIZE, ALERTS_TEXT as T, STATUS_TONE, type AlertsTab } from '../texts';
import { AlertSettingsDialog } from './alert-settings-dialog';

const PERSON_TYPE = { B: 'Owner', S: 'Staff' } as const;

const who = (alert: Alert) =>
  alert.actorName ? `${alert.actorName} (${PERSON_TYPE[alert.actorType ?? 'S']})` : T.nobody;

function What({ alert }: { alert: Alert }) {
  const { title, sentence } = alertText(alert);
  return (
    <Stack gap="xxs">
      <strong>{title}</strong>
      <span>{sentence}</span>
    </Stack>
  );
}

function Records({ alert }: { alert: Alert }) {
  const { href, label } = alertRecords(alert);
  return <Link href={href}>{label}</Link>;
}

const when: DataTableColumn<Alert> = {
  id: 'when',
  header: T.columns.when,
  cell: (alert) => formatDateTime(alert.createdAt),
};
const what: DataTableColumn<Alert> = {
  id: 'what',
  header: T.columns.what,
  cell: (alert) => <What alert={alert} />,
  isRowHeader: true,
};
const columns: DataTableColumn<Alert>[] = [
  when,
  { id: 'who', header: T.columns.who, cell: who },
  what,
  { id: 'where', header: T.columns.where, cell: (alert) => alert.storeName ?? T.nobody },
  { id: 'records', header: T.columns.records, cell: (alert) => <Records alert={alert} /> },
];
const status: DataTableColumn<Alert> = {
  id: 'status',
  header: T.columns.status,
  cell: (alert) => <Badge tone={STATUS_TONE[alert.status]}>{alert.status}</Badge>,
};

/** On a phone: what happened, with who, where and when under it; the records' link and the buttons beside. */
const phoneWhat: DataTableColumn<Alert> = {
  ...what,
  cell: (alert) => (
    <Stack gap="xxs">
      <What alert={alert} />
      <span>{[who(alert), alert.storeName, formatDateTime(alert.createdAt)].filter(Boolean).join(', ')}</span>
      <Records alert={alert} />
    </Stack>
  ),
};

/**
 * /alerts (owners only, docs/product/management.md, Alerts): the business's suspicious-activity
 * alerts, newest first, New ones or all of them, 10 a page. A New alert can be marked seen or
 * dismissed, a seen one dismissed; marking one updates the header's count too. Thresholds opens
 * the dialog that changes what raises them.
 */
export function AlertsScreen() {
  const isPhone = usePhoneLayout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { tab, paging, selectTab } = useTabbedPage<AlertsTab>('new', ALERTS_PAGE_SIZE);
  const request = { ...paging.request, ...(tab === 'new' ? { status: ['New' as const] } : {}) };
  const list = useAlerts(request, PAGED_LIST_QUERY);
  const update = useUpdateAlert();

  function renderActions(alert: Alert) {
    if (alert.status === 'Dismissed') return null;
    const { title } = alertText(alert);
    const mark = (next: 'Seen' | 'Dismissed') => () => update.mutate({ id: alert.id, status: next });
    const isDisabled = update.isPending;
    return (
      <Stack direction="horizontal" gap="xs" align="center">
        {alert.status === 'New' &&
          (isPhone ? (
            <IconButton label={T.markSeenOf(title)} onPress={mark('Seen')} isDisabled={isDisabled}>
              <CheckIcon />
            </IconButton>
          ) : (
            <Button size="sm" aria-label={T.markSeenOf(title)} onPress={mark('Seen')} isDisabled={isDisabled}>
              {T.markSeen}
            </Button>
          ))}
        {isPhone ? (
          <IconButton label={T.dismissOf(title)} onPress={mark('Dismissed')} isDisabled={isDisabled}>
            <CloseIcon />
          </IconButton>
        ) : (
          <Button
            size="sm"
            aria-label={T.dismissOf(title)}
            onPress={mark('Dismissed')}
            isDisabled={isDisabled}
          >
            {T.dismiss}
          </Button>
        )}
      </Stack>
    );
  }

  const tabColumns = isPhone ? [phoneWhat] : tab === 'all' ? [...columns, status] : columns;
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={<Button onPress={() => setSettingsOpen(true)}>{T.thresholds}</Button>}
      />
      <PagedTable
        texts={{ ...T, empty: T.empty[tab] }}
        paging={paging}
        query={list}
        listPage={list.data?.data}
        columns={tabColumns}
        actionsHeader={T.actionsHeader}
        renderActions={renderActions}
        placeTable={(table) => (
          <Tabs selectedKey={tab} onSelectionChange={(key) => selectTab(key as AlertsTab)}>
            <TabList aria-label={T.tabs}>
              <Tab id="new">{T.tab.new}</Tab>
              <Tab id="all">{T.tab.all}</Tab>
            </TabList>
            <TabPanel id="new">{tab === 'new' && table}</TabPanel>
            <TabPanel id="all">{tab === 'all' && table}</TabPanel>
          </Tabs>
        )}
      />
      <AlertSettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
