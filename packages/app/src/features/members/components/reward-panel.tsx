import { formatAmount, formatDollars, formatMoney, toCents, type RewardOutcome } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import {
  useAddRewardTransaction,
  useCustomerDetails,
  useDeleteRewardTransaction,
  useRewardCustomer,
  useRewardTransactionStatus,
} from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Checkbox } from '@countertop/ui/Checkbox';
import { FieldGrid } from '@countertop/ui/Fieldset';
import { Form } from '@countertop/ui/Form';
import { MoneyField } from '@countertop/ui/MoneyField';
import { Stack } from '@countertop/ui/Stack';
import { Tally } from '@countertop/ui/Tally';
import { TextField } from '@countertop/ui/TextField';
import { toast } from '@countertop/ui/Toaster';
import { type DescriptionItem } from '@countertop/ui/DescriptionList';
import { useEffect, useId, useReducer } from 'react';
import type { FormEvent } from 'react';
import type { NavigatedMember } from '@/lib/member-navigation';
import { usePendingTransactionCleanup } from '../hooks/use-pending-transaction-cleanup';
import { checkRewardAmounts } from '../utils/amounts';
import { authorizationOf, nextStatusPoll } from '../utils/authorization';
import { counterPlace } from '../utils/counter-place';
import { canReward, initialRewardFlow, rewardBlockedReason, rewardFlowReducer } from '../utils/reward-flow';
import { describedBy, DisabledReason } from './disabled-reason';
import { MEMBER_TEXT } from '../texts';
import { AuthorizationStatus } from './authorization-status';
import type { Outcome } from './outcome-dialog';

/**
 * A stamp card's part of a reward, for the popup (issue 20): the card after this purchase, and the
 * wallet money a full card became. Nothing when the purchase earned no stamp.
 */
export function describeStamps(r: RewardOutcome, stampsPerReward: number): DescriptionItem[] {
  if (r.stampsEarned === 0 && r.stampsConverted === 0) return [];
  return [
    { term: MEMBER_TEXT.stampsTerm, description: MEMBER_TEXT.stampsOf(r.stampsBalance, stampsPerReward) },
    ...(r.stampsConverted > 0
      ? [{ term: MEMBER_TEXT.fullCard, description: formatDollars(r.walletCredited) }]
      : []),
  ];
}

// The popup says how it went; the generic toasts would say it twice.
const quiet = { successToast: false, errorToast: false } as const;

interface RewardPanelProps {
  member: NavigatedMember;
  store: SelectedStore | null;
  onOutcome: (outcome: Outcome) => void;
  onCancel: () => void;
}

/**
 * Reward mode (docs/product/front-desk.md §2, §4, §5): billing and optional wallet and gift card redemptions;
 * Next locks them (asking the member to authorise a redemption); Reward completes.
 */
export function RewardPanel({ member, store, onOutcome, onCancel }: RewardPanelProps) {
  const [state, dispatch] = useReducer(rewardFlowReducer, initialRewardFlow);
  // Switching to reward loads fresh balances; a failed lookup is only logged (docs/product/front-desk.md §8).
  const details = useCustomerDetails({ customerId: member.id }, { requestOptions: { errorToast: false } });
  useEffect(() => {
    if (details.error) console.error('Customer details lookup failed', details.error);
  }, [details.error]);
  const walletDollars = details.data?.walletBalance ?? member.walletBalance;
  const giftCardDollars = details.data?.gcBalance ?? member.giftCardBalance;
  const available = {
    wallet: walletDollars === undefined ? undefined : toCents(walletDollars),
    giftCard: giftCardDollars === undefined ? undefined : toCents(giftCardDollars),
  };
  const check = checkRewardAmounts(state.amounts, available);
  // A shop on a stamp card shows the member's card; stamps left from one stay in view after a
  // switch to points.
  const stampCard =
    details.data && (details.data.rewardType === 'Stamps' || details.data.stampsBalance > 0)
      ? details.data
      : undefined;

  const addTransaction = useAddRewardTransaction({ requestOptions: { successToast: false } });
  const deleteTransaction = useDeleteRewardTransaction({
    requestOptions: { ...quiet, loadingToast: false },
  });
  const reward = useRewardCustomer({ requestOptions: quiet });
  const status = useRewardTransactionStatus(
    { rtId: state.rtId ?? '' },
    {
      enabled: state.rtId !== null,
      requestOptions: { ...quiet, loadingToast: false },
      refetchInterval: nextStatusPoll,
    },
  );
  const authorization = authorizationOf(status.data?.status, status.isError);
  const isAuthorized = authorization.kind === 'authorized';
  usePendingTransactionCleanup(state.rewarded ? null : state.rtId);

  const place = store ? counterPlace(store) : null;
  const locked = state.step === 'locked';
  const balance = formatMoney(state.balanceCents);
  const reasonId = useId();
  const blockedReason = locked ? rewardBlockedReason(state, isAuthorized) : check.blockedReason;

  function next() {
    if (!check.canProceed || check.billingCents === null || addTransaction.isPending) return;
    if (!check.hasRedemption) {
      dispatch({ type: 'lock', balanceCents: check.billingCents });
      return;
    }
    if (!place) {
      toast.error(MEMBER_TEXT.storeMissing);
      return;
    }
    addTransaction.mutate(
      {
        customerId: member.id,
        billingAmount: formatAmount(check.billingCents),
        wallet: formatAmount(check.walletCents),
        gc: formatAmount(check.giftCardCents),
        ...place,
      },
      {
        onSuccess: (result) =>
          dispatch({
            type: 'transaction-created',
            rtId: result.rtId,
            balanceCents: toCents(result.balanceAmount),
          }),
      },
    );
  }

  function complete() {
    if (!canReward(state, isAuthorized) || reward.isPending) return;
    const billingCents = check.billingCents ?? 0;
    const redeemed = state.rtId !== null;
    if (!place) {
      onOutcome({ tone: 'error', message: MEMBER_TEXT.storeMissing });
      return;
    }
    reward.mutate(
      {
        customerId: member.id,
        billingAmount: formatAmount(billingCents),
        ...(state.rtId !== null ? { rtId: state.rtId } : {}),
        ...place,
      },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'rewarded' });
          const facts = stampCard ? describeStamps(answer.data, stampCard.stampsPerReward) : [];
          onOutcome({
            tone: 'success',
            message: redeemed ? MEMBER_TEXT.rewardWithRedeemDone : MEMBER_TEXT.rewardDone,
            ...(facts.length > 0 ? { facts } : {}),
          });
        },
        onError: (error) =>
          onOutcome({ tone: 'error', message: MEMBER_TEXT.rewardFailed, detail: error.serverMessage }),
      },
    );
  }

  function tryAgain() {
    // A rejected request is dead; withdrawing it keeps the member's history tidy.
    if (state.rtId !== null) deleteTransaction.mutate({ rtId: state.rtId });
    dispatch({ type: 'try-again' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) complete();
    else next();
  }

  const edit = (field: 'billing' | 'wallet' | 'giftCard') => (value: string) =>
    dispatch({ type: 'edit', field, value });

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={MEMBER_TEXT.rewardTitle}>
      {stampCard && (
        <Tally
          value={stampCard.stampsBalance}
          max={stampCard.stampsPerReward}
          label={MEMBER_TEXT.stamps(stampCard.stampsBalance, stampCard.stampsPerReward)}
        />
      )}
      <MoneyField
        label={MEMBER_TEXT.billing}
        isRequired
        value={state.amounts.billing}
        onChange={edit('billing')}
        isReadOnly={locked}
        isInvalid={!locked && Boolean(check.billingError)}
        errorMessage={check.billingError}
      />
      <MoneyField
        label={MEMBER_TEXT.walletRedeem}
        description={MEMBER_TEXT.walletAvailable(available.wallet)}
        value={state.amounts.wallet}
        onChange={edit('wallet')}
        isReadOnly={locked}
        isInvalid={!locked && Boolean(check.walletError)}
        errorMessage={check.walletError}
      />
      <MoneyField
        label={MEMBER_TEXT.giftCardRedeem}
        description={MEMBER_TEXT.giftCardAvailable(available.giftCard)}
        value={state.amounts.giftCard}
        onChange={edit('giftCard')}
        isReadOnly={locked}
        isInvalid={!locked && Boolean(check.giftCardError ?? check.sumError)}
        errorMessage={check.giftCardError ?? check.sumError}
      />
      {check.giftCardError && check.sumError && !locked && <p role="alert">{check.sumError}</p>}

      {locked && (
        <>
          {/* Side by side (one column on a phone): with a redemption waiting for the member, Reward
              and Cancel stay in view at 1280×800 instead of falling below the fold (issue 23). */}
          <FieldGrid columns={state.rtId === null ? 1 : 2}>
            <TextField label={MEMBER_TEXT.balance} value={balance} isReadOnly />
            {state.rtId !== null && (
              <TextField label={MEMBER_TEXT.transactionId} value={state.rtId} isReadOnly />
            )}
          </FieldGrid>
          {state.rtId !== null && (
            <AuthorizationStatus
              authorization={authorization}
              isRefreshing={status.isFetching}
              onRefresh={() => void status.refetch()}
              onTryAgain={tryAgain}
            />
          )}
          {state.balanceCents > 0 && (
            <Checkbox
              isRequired
              isSelected={state.confirmed}
              onChange={(confirmed) => dispatch({ type: 'confirm', confirmed })}
            >
              {MEMBER_TEXT.collected(balance)}
            </Checkbox>
          )}
        </>
      )}

      {state.rewarded && <p role="status">{MEMBER_TEXT.rewarded}</p>}

      <Stack direction="horizontal" gap="md" wrap>
        {locked ? (
          <>
            <Button
              type="submit"
              variant="primary"
              isDisabled={!canReward(state, isAuthorized)}
              {...describedBy(reasonId, blockedReason)}
              isPending={reward.isPending}
              pendingLabel="Rewarding"
            >
              Reward
            </Button>
            <Button onPress={onCancel}>Cancel</Button>
          </>
        ) : (
          <Button
            type="submit"
            variant="primary"
            isDisabled={!check.canProceed}
            {...describedBy(reasonId, blockedReason)}
            isPending={addTransaction.isPending}
            pendingLabel="Sending to the customer"
          >
            Next
          </Button>
        )}
      </Stack>
      <DisabledReason id={reasonId} reason={blockedReason} />
    </Form>
  );
}
