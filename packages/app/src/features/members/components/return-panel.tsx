import { formatAmount, formatCount, formatDollars, formatMoney, toCents } from '@countertop/api';
import type { ReturnablePurchase, ReturnOutcome } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import { useCustomerPurchases, useReturnPurchase } from '@countertop/api/react';
import { formatDateTime } from '@countertop/app-kit';
import type { DescriptionItem } from '@countertop/ui/DescriptionList';
import { Button } from '@countertop/ui/Button';
import { Form } from '@countertop/ui/Form';
import { MoneyField } from '@countertop/ui/MoneyField';
import { Notice } from '@countertop/ui/Notice';
import { Radio, RadioGroup } from '@countertop/ui/RadioGroup';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { NavigatedMember } from '@/lib/member-navigation';
import { MEMBER_TEXT } from '../texts';
import { checkReturnAmount } from '../utils/amounts';
import { counterPlace } from '../utils/counter-place';
import { ConfirmAndSend } from './confirm-and-send';
import { reportOutcome } from './outcome-dialog';
import type { Outcome } from './outcome-dialog';

/** Purchases asked for at a time; "Show more" asks for this many more, up to the contract's 100. */
export const PURCHASES_PAGE = 10;
const PURCHASES_MAX = 100;

interface ReturnPanelProps {
  member: NavigatedMember;
  store: SelectedStore | null;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * The return's figures for the popup, from the server's answer: the one source of what came back.
 * With cash to hand back the popup waits for OK.
 */
export function describeReturn(answer: { data: ReturnOutcome }): Pick<Outcome, 'facts' | 'holdUntilOk'> {
  const r = answer.data;
  const facts: DescriptionItem[] = [
    { term: MEMBER_TEXT.returnedAmount, description: formatDollars(r.returnedAmount) },
    { term: MEMBER_TEXT.cashBack, description: formatDollars(r.cashReturned) },
    { term: MEMBER_TEXT.walletBack, description: formatDollars(r.walletReturned) },
    { term: MEMBER_TEXT.giftCardBack, description: formatDollars(r.giftcardReturned) },
    ...(r.giftcardToWallet > 0
      ? [{ term: MEMBER_TEXT.giftCardToWallet, description: formatDollars(r.giftcardToWallet) }]
      : []),
    { term: MEMBER_TEXT.pointsBack, description: formatCount(r.pointsReversed) },
    ...(r.pointsShortfall > 0
      ? [{ term: MEMBER_TEXT.pointsShortfall, description: formatCount(r.pointsShortfall) }]
      : []),
    { term: MEMBER_TEXT.returnableLeft, description: formatDollars(r.returnableLeft) },
  ];
  return { facts, holdUntilOk: r.cashReturned > 0 };
}

/**
 * Refund mode's "Return a purchase" (issue 19, docs/domain.md "Returns"): one of the member's
 * returnable purchases, the amount (all that is left unless changed), the confirmation, Return.
 * What came back (wallet, gift cards, points, the cash to hand back) is the server's answer, shown
 * in the popup: the client does not work the shares out a second time.
 */
export function ReturnPanel({ member, store, onOutcome }: ReturnPanelProps) {
  const [limit, setLimit] = useState(PURCHASES_PAGE);
  const purchases = useCustomerPurchases(
    { customerId: member.id, offset: 0, limit },
    // "Show more" keeps the list on screen while the longer one loads.
    { placeholderData: (previous) => previous },
  );
  const giveBack = useReturnPurchase({ requestOptions: { successToast: false, errorToast: false } });
  const [rtId, setRtId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  const list = purchases.data?.totalItems ?? [];
  const total = purchases.data?.totalCount ?? 0;
  const purchase = list.find((p) => p.rtId === rtId);
  const returnableCents = purchase ? toCents(purchase.returnableAmount) : 0;
  const check = checkReturnAmount(amount, returnableCents);
  const blockedReason =
    purchase === undefined
      ? MEMBER_TEXT.choosePurchase
      : check.error
        ? MEMBER_TEXT.fixReturnAmount
        : check.cents === null
          ? MEMBER_TEXT.needReturnAmount
          : confirmed
            ? undefined
            : MEMBER_TEXT.confirmReturnTick;

  function choose(id: string) {
    const chosen = list.find((p) => p.rtId === id);
    setRtId(id);
    // Default: all that is left to return on it.
    setAmount(chosen ? formatAmount(toCents(chosen.returnableAmount)) : '');
    setConfirmed(false);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (purchase === undefined || check.cents === null || !confirmed || giveBack.isPending) return;
    giveBack.mutate(
      // No store is needed (an owner returns from the back office too); the counter's is sent when chosen.
      { rtId: purchase.rtId, amount: formatAmount(check.cents), ...(store ? counterPlace(store) : {}) },
      reportOutcome(
        onOutcome,
        { done: MEMBER_TEXT.returned, failed: MEMBER_TEXT.returnFailed },
        describeReturn,
      ),
    );
  }

  if (purchases.isPending) return <Spinner label={MEMBER_TEXT.purchasesLoading} />;
  if (purchases.isError) {
    return (
      <Notice tone="danger" role="alert">
        {MEMBER_TEXT.purchasesFailed}
      </Notice>
    );
  }
  if (list.length === 0) return <Notice>{MEMBER_TEXT.noPurchases}</Notice>;

  return (
    <Form onSubmit={send} validationBehavior="aria" aria-label={MEMBER_TEXT.refundChoiceReturn}>
      <RadioGroup
        label={MEMBER_TEXT.purchases}
        isRequired
        value={rtId}
        onChange={choose}
        description={total > list.length ? MEMBER_TEXT.purchasesShown(list.length, total) : undefined}
      >
        {list.map((p) => (
          <PurchaseOption key={p.rtId} purchase={p} />
        ))}
      </RadioGroup>
      {total > list.length && limit < PURCHASES_MAX ? (
        <Stack direction="horizontal">
          <Button
            variant="secondary"
            isPending={purchases.isFetching}
            pendingLabel={MEMBER_TEXT.purchasesLoading}
            onPress={() => setLimit((n) => Math.min(n + PURCHASES_PAGE, PURCHASES_MAX))}
          >
            {MEMBER_TEXT.morePurchases}
          </Button>
        </Stack>
      ) : undefined}
      {purchase ? (
        <>
          <MoneyField
            label={MEMBER_TEXT.returnAmount}
            isRequired
            value={amount}
            onChange={(text) => {
              setAmount(text);
              setConfirmed(false);
            }}
            description={MEMBER_TEXT.returnAmountHelp(formatDollars(purchase.returnableAmount))}
            isInvalid={Boolean(check.error)}
            errorMessage={check.error}
          />
          <p>{MEMBER_TEXT.returnComesBack}</p>
        </>
      ) : undefined}
      <ConfirmAndSend
        confirmation={MEMBER_TEXT.returnConfirm(check.cents === null ? null : formatMoney(check.cents))}
        confirmed={confirmed}
        onConfirmedChange={setConfirmed}
        action="Return"
        pendingLabel="Returning"
        blockedReason={blockedReason}
        isPending={giveBack.isPending}
      />
    </Form>
  );
}

function PurchaseOption({ purchase }: { purchase: ReturnablePurchase }) {
  return (
    <Radio
      value={purchase.rtId}
      description={MEMBER_TEXT.purchaseAmounts(
        formatDollars(purchase.billingAmount),
        formatDollars(purchase.returnableAmount),
      )}
    >
      {MEMBER_TEXT.purchaseLabel(formatDateTime(purchase.createdAt), purchase.storeName)}
    </Radio>
  );
}
