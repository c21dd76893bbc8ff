import { lazyComponent, useSession } from '@countertop/app-kit';
import {
  Card,
  CloseIcon,
  IconButton,
  PageHeader,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@countertop/ui';
import { Suspense, useEffect, useState } from 'react';
import type { Key } from 'react';
import type { NavigatedCustomer } from '@/lib/customer-navigation';
import { useGoBack } from '../hooks/use-go-back';
import { CUSTOMER_TEXT, RETURN_AFTER_MS } from '../texts';
import { OutcomeDialog } from './outcome-dialog';
import type { Outcome } from './outcome-dialog';
import { RewardPanel } from './reward-panel';

// The reward tab opens first; selling a gift card and refunding load when their tab is chosen.
const SellPanel = lazyComponent(async () => (await import('./sell-panel')).SellPanel);
const RefundChoicePanel = lazyComponent(async () => (await import('./refund-choice')).RefundChoicePanel);

export const CUSTOMER_MODES = [
  { id: 'reward', label: 'Reward', title: CUSTOMER_TEXT.rewardTitle },
  { id: 'sell', label: 'Sell', title: CUSTOMER_TEXT.sellTitle },
  { id: 'refund', label: 'Refund', title: CUSTOMER_TEXT.refundTitle },
] as const;

export type CustomerMode = (typeof CUSTOMER_MODES)[number]['id'];

/**
 * The customer screen (docs/product/front-desk.md §2): who the customer is, and Reward, Sell or Refund. Each mode
 * is a tab panel that unmounts when another is chosen, which clears its fields (docs/product/front-desk.md §4).
 */
export function CustomerDetails({ customer }: { customer: NavigatedCustomer }) {
  const { store } = useSession();
  const goBack = useGoBack();
  const [mode, setMode] = useState<CustomerMode>('reward');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // docs/product/front-desk.md §4: after a reward, sale or refund (either way) the screen goes back
  // in 2 s; a return with cash to hand back waits for OK.
  useEffect(() => {
    if (outcome === null || outcome.holdUntilOk) return;
    const timer = setTimeout(goBack, RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome, goBack]);

  const panelProps = { customer, store, onOutcome: setOutcome };

  return (
    <>
      <PageHeader
        title={customer.name || CUSTOMER_TEXT.screenTitle}
        description={`Member ID: ${customer.id}${customer.email ? ` · ${customer.email}` : ''}`}
        actions={
          <IconButton label="Close" onPress={goBack}>
            <CloseIcon />
          </IconButton>
        }
      />
      <Tabs
        selectedKey={mode}
        onSelectionChange={(key: Key) => setMode(key as CustomerMode)}
        isDisabled={outcome !== null}
      >
        <TabList aria-label="Customer operations">
          {CUSTOMER_MODES.map((m) => (
            <Tab key={m.id} id={m.id}>
              {m.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="reward">
          <Card title={CUSTOMER_TEXT.rewardTitle}>
            <RewardPanel {...panelProps} onCancel={goBack} />
          </Card>
        </TabPanel>
        <TabPanel id="sell">
          <Card title={CUSTOMER_TEXT.sellTitle}>
            <Suspense fallback={<Spinner label="Loading" />}>
              <SellPanel {...panelProps} />
            </Suspense>
          </Card>
        </TabPanel>
        <TabPanel id="refund">
          <Card title={CUSTOMER_TEXT.refundTitle}>
            <Suspense fallback={<Spinner label="Loading" />}>
              <RefundChoicePanel {...panelProps} />
            </Suspense>
          </Card>
        </TabPanel>
      </Tabs>
      <OutcomeDialog outcome={outcome} onClose={goBack} />
    </>
  );
}
