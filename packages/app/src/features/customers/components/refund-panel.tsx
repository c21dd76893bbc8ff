import { formatAmount } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import { useRefundCustomer } from '@countertop/api/react';
import { Form, MoneyField } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { NavigatedCustomer } from '@/lib/customer-navigation';
import { amountError, refundCents } from '../utils/amounts';
import { counterPlace } from '../utils/counter-place';
import { CUSTOMER_TEXT } from '../texts';
import { ConfirmAndSend } from './confirm-and-send';
import { reportOutcome } from './outcome-dialog';
import type { Outcome } from './outcome-dialog';

interface RefundPanelProps {
  customer: NavigatedCustomer;
  store: SelectedStore | null;
  onOutcome: (outcome: Outcome) => void;
}

/** Refund mode (docs/product/front-desk.md §2): an amount above 0 and the confirmation, then Refund. */
export function RefundPanel({ customer, store, onOutcome }: RefundPanelProps) {
  const refund = useRefundCustomer({ requestOptions: { successToast: false, errorToast: false } });
  const [amount, setAmount] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const cents = refundCents(amount);
  const amountProblem = amountError(amount, CUSTOMER_TEXT.refundAmountName);
  const blockedReason = amountProblem
    ? CUSTOMER_TEXT.fixRefundAmount
    : cents === null
      ? CUSTOMER_TEXT.needRefundAmount
      : confirmed
        ? undefined
        : CUSTOMER_TEXT.confirmRefund;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cents === null || !confirmed || refund.isPending) return;
    if (!store) {
      onOutcome({ tone: 'error', message: CUSTOMER_TEXT.storeMissing });
      return;
    }
    refund.mutate(
      {
        customerId: customer.id,
        refundAmount: formatAmount(cents),
        ...counterPlace(store),
      },
      reportOutcome(onOutcome, { done: CUSTOMER_TEXT.refunded, failed: CUSTOMER_TEXT.refundFailed }),
    );
  }

  return (
    <Form onSubmit={send} validationBehavior="aria" aria-label={CUSTOMER_TEXT.refundTitle}>
      <MoneyField
        label={CUSTOMER_TEXT.refundAmount}
        isRequired
        value={amount}
        onChange={setAmount}
        isInvalid={Boolean(amountProblem)}
        errorMessage={amountProblem}
      />
      <ConfirmAndSend
        confirmation={CUSTOMER_TEXT.refundConfirm}
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
