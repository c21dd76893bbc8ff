import { useCustomerDetails } from '@countertop/api/react';
import { lazyComponent, useSession } from '@countertop/app-kit';
import { Badge } from '@countertop/ui/Badge';
import { Card } from '@countertop/ui/Card';
import { CloseIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Spinner } from '@countertop/ui/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '@countertop/ui/Tabs';
import { Suspense, useEffect, useState } from 'react';
import type { Key } from 'react';
import type { NavigatedMember } from '@/lib/member-navigation';
import { useGoBack } from '../hooks/use-go-back';
import { MEMBER_TEXT, RETURN_AFTER_MS } from '../texts';
import { OutcomeDialog } from './outcome-dialog';
import type { Outcome } from './outcome-dialog';
import { RewardPanel } from './reward-panel';

// The reward tab opens first; selling a gift card and refunding load when their tab is chosen.
const SellPanel = lazyComponent(async () => (await import('./sell-panel')).SellPanel);
const RefundChoicePanel = lazyComponent(async () => (await import('./refund-choice')).RefundChoicePanel);

export const MEMBER_MODES = [
  { id: 'reward', label: 'Reward', title: MEMBER_TEXT.rewardTitle },
  { id: 'sell', label: 'Sell', title: MEMBER_TEXT.sellTitle },
  { id: 'refund', label: 'Refund', title: MEMBER_TEXT.refundTitle },
] as const;

export type MemberMode = (typeof MEMBER_MODES)[number]['id'];

/**
 * The member screen (docs/product/front-desk.md §2): who the member is, and Reward, Sell or Refund. Each mode
 * is a tab panel that unmounts when another is chosen, which clears its fields (docs/product/front-desk.md §4).
 */
export function MemberDetails({ member }: { member: NavigatedMember }) {
  const { store } = useSession();
  const goBack = useGoBack();
  const [mode, setMode] = useState<MemberMode>('reward');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // docs/product/front-desk.md §4: after a reward, sale or refund (either way) the screen goes back
  // in 2 s; a return with cash to hand back waits for OK.
  useEffect(() => {
    if (outcome === null || outcome.holdUntilOk) return;
    const timer = setTimeout(goBack, RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome, goBack]);

  const panelProps = { member, store, onOutcome: setOutcome };
  // The reward panel's own lookup (one request for both): the member's tier beside their name.
  const tier = useCustomerDetails({ customerId: member.id }, { requestOptions: { errorToast: false } }).data
    ?.tier;

  return (
    <>
      <PageHeader
        title={
          <>
            {member.name || MEMBER_TEXT.screenTitle}
            {tier && (
              <>
                {' '}
                <Badge tone="accent">{MEMBER_TEXT.tier(tier.name, tier.multiplier)}</Badge>
              </>
            )}
          </>
        }
        description={`Member ID: ${member.id}${member.email ? ` · ${member.email}` : ''}`}
        actions={
          <IconButton label="Close" onPress={goBack}>
            <CloseIcon />
          </IconButton>
        }
      />
      <Tabs
        selectedKey={mode}
        onSelectionChange={(key: Key) => setMode(key as MemberMode)}
        isDisabled={outcome !== null}
      >
        <TabList aria-label="Customer operations">
          {MEMBER_MODES.map((m) => (
            <Tab key={m.id} id={m.id}>
              {m.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="reward">
          <Card title={MEMBER_TEXT.rewardTitle}>
            <RewardPanel {...panelProps} onCancel={goBack} />
          </Card>
        </TabPanel>
        <TabPanel id="sell">
          <Card title={MEMBER_TEXT.sellTitle}>
            <Suspense fallback={<Spinner label="Loading" />}>
              <SellPanel {...panelProps} />
            </Suspense>
          </Card>
        </TabPanel>
        <TabPanel id="refund">
          <Card title={MEMBER_TEXT.refundTitle}>
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
