import { formatAmount } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import { useRefundCustomer } from '@countertop/api/react';
import { Form } from '@countertop/ui/Form';
import { MoneyField } from '@countertop/ui/MoneyField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { NavigatedMember } from '@/lib/member-navigation';
import { amountError, refundCents } from '../utils/amounts';
import { counterPlace } from '../utils/counter-place';
import { MEMBER_TEXT } from '../texts';
import { ConfirmAndSend } from './confirm-and-send';
import { reportOutcome } from './outcome-dialog';
import type { Outcome } from './outcome-dialog';

interface RefundPanelProps {
  member: NavigatedMember;
  store: SelectedStore | null;
  onOutcome: (outcome: Outcome) => void;
}

/** Refund mode (docs/product/front-desk.md §2): an amount above 0 and the confirmation, then Refund. */
export function RefundPanel({ member, store, onOutcome }: RefundPanelProps) {
  const refund = useRefundCustomer({ requestOptions: { successToast: false, errorToast: false } });
  const [amount, setAmount] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const cents = refundCents(amount);
  const amountProblem = amountError(amount, MEMBER_TEXT.refundAmountName);
  const blockedReason = amountProblem
    ? MEMBER_TEXT.fixRefundAmount
    : cents === null
      ? MEMBER_TEXT.needRefundAmount
      : confirmed
        ? undefined
        : MEMBER_TEXT.confirmRefund;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cents === null || !confirmed || refund.isPending) return;
    if (!store) {
      onOutcome({ tone: 'error', message: MEMBER_TEXT.storeMissing });
      return;
    }
    refund.mutate(
      {
        customerId: member.id,
        refundAmount: formatAmount(cents),
        ...counterPlace(store),
      },
      reportOutcome(onOutcome, { done: MEMBER_TEXT.refunded, failed: MEMBER_TEXT.refundFailed }),
    );
  }

  return (
    <Form onSubmit={send} validationBehavior="aria" aria-label={MEMBER_TEXT.refundTitle}>
      <MoneyField
        label={MEMBER_TEXT.refundAmount}
        isRequired
        value={amount}
        onChange={setAmount}
        isInvalid={Boolean(amountProblem)}
        errorMessage={amountProblem}
      />
      <ConfirmAndSend
        confirmation={MEMBER_TEXT.refundConfirm}
        confirmed={confirmed}
        onConfirmedChange={setConfirmed}
        action="Refund"
        pendingLabel="Refunding"
        blockedReason={blockedReason}
        isPending={refund.isPending}
      />
    </Form>
  );
}
