import { TRANSACTIONS_PAGE_SIZE } from '@countertop/api';
import { PageHeader, Tab, TabList, TabPanel, Tabs } from '@countertop/ui';
import { useTabbedPage } from '@/lib/use-tabbed-page';
import { TRANSACTIONS_TEXT as T } from '../texts';
import type { TransactionTab } from '../texts';
import { GiftCardTransactions, RewardTransactions, WalletTransactions } from './transaction-tabs';

/**
 * /transactions (docs/product/management.md §2): the Reward, Wallet and Redeem Giftcards tabs, each
 * its own table 5 a page, newest first, with its own Export CSV. Another tab starts at its first page.
 */
export function TransactionsScreen() {
  const { tab, paging, selectTab } = useTabbedPage<TransactionTab>('reward', TRANSACTIONS_PAGE_SIZE);
  return (
    <>
      <PageHeader title={T.title} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => selectTab(key as TransactionTab)}>
        <TabList aria-label={T.tabs}>
          <Tab id="reward">{T.tab.reward}</Tab>
          <Tab id="wallet">{T.tab.wallet}</Tab>
          <Tab id="giftcard">{T.tab.giftcard}</Tab>
        </TabList>
        <TabPanel id="reward">{tab === 'reward' && <RewardTransactions paging={paging} />}</TabPanel>
        <TabPanel id="wallet">{tab === 'wallet' && <WalletTransactions paging={paging} />}</TabPanel>
        <TabPanel id="giftcard">{tab === 'giftcard' && <GiftCardTransactions paging={paging} />}</TabPanel>
      </Tabs>
    </>
  );
}
