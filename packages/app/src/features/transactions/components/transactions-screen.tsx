import { TRANSACTIONS_PAGE_SIZE } from '@countertop/api';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Tab, TabList, TabPanel, Tabs } from '@countertop/ui/Tabs';
import { useSearchParams } from 'react-router-dom';
import { TRANSACTION_TABS, type TransactionTab } from '@/config/paths';
import { useTabbedPage } from '@/lib/use-tabbed-page';
import { TRANSACTIONS_TEXT as T } from '../texts';
import { GIFT_CARD_TRANSACTIONS, REWARD_TRANSACTIONS, WALLET_TRANSACTIONS } from './transaction-tabs';
import { TransactionTable } from './transaction-table';

/**
 * /transactions (docs/product/management.md §2): the Reward, Wallet and Redeem Giftcards tabs, each
 * its own table 5 a page, newest first, with its own Export CSV. Another tab starts at its first
 * page. A link may open a tab by name (`?tab=wallet`, an alert's records), and the address follows
 * the tab shown, so a reload stays on it.
 */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const linked = TRANSACTION_TABS.find((name) => name === params.get('tab')) ?? 'reward';
  const { tab, paging, selectTab } = useTabbedPage<TransactionTab>(linked, TRANSACTIONS_PAGE_SIZE);
  function onSelect(next: TransactionTab) {
    selectTab(next);
    setParams({ tab: next }, { replace: true });
  }
  return (
    <>
      <PageHeader title={T.title} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => onSelect(key as TransactionTab)}>
        <TabList aria-label={T.tabs}>
          <Tab id="reward">{T.tab.reward}</Tab>
          <Tab id="wallet">{T.tab.wallet}</Tab>
          <Tab id="giftcard">{T.tab.giftcard}</Tab>
        </TabList>
        <TabPanel id="reward">
          {tab === 'reward' && <TransactionTable source={REWARD_TRANSACTIONS} paging={paging} />}
        </TabPanel>
        <TabPanel id="wallet">
          {tab === 'wallet' && <TransactionTable source={WALLET_TRANSACTIONS} paging={paging} />}
        </TabPanel>
        <TabPanel id="giftcard">
          {tab === 'giftcard' && <TransactionTable source={GIFT_CARD_TRANSACTIONS} paging={paging} />}
        </TabPanel>
      </Tabs>
    </>
  );
}
