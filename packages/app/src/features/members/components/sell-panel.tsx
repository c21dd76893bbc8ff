import { formatDollars } from '@countertop/api';
import type { GiftCardTemplate } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import { useGiftCards, useSellGiftCard } from '@countertop/api/react';
import { formatDiscount, formatPercent, isDiscounted } from '@countertop/app-kit';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { Form } from '@countertop/ui/Form';
import { Select } from '@countertop/ui/Select';
import { Spinner } from '@countertop/ui/Spinner';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validityDays } from '@/lib/gift-card-validity';
import type { NavigatedMember } from '@/lib/member-navigation';
import { MEMBER_TEXT } from '../texts';
import { counterPlace } from '../utils/counter-place';
import { ConfirmAndSend } from './confirm-and-send';
import { reportOutcome } from './outcome-dialog';
import type { Outcome } from './outcome-dialog';

/** docs/product/front-desk.md §7: the member screen lists published gift cards, 10 from the first. */
const SELLABLE = { offset: 0, limit: 10, status: ['Published' as const] };

/** '$50.00 (10% off)', or just '$50.00' for a card without a discount. */
export function giftCardOption(card: GiftCardTemplate): string {
  const amount = formatDollars(card.faceValue);
  return isDiscounted(card.discount) ? `${amount} (${formatPercent(card.discount)} off)` : amount;
}

interface SellPanelProps {
  member: NavigatedMember;
  store: SelectedStore | null;
  onOutcome: (outcome: Outcome) => void;
}

/** Sell mode (docs/product/front-desk.md §2): a published gift card, its details, the payment confirmation, Send. */
export function SellPanel({ member, store, onOutcome }: SellPanelProps) {
  const cards = useGiftCards({ ...SELLABLE, ...(store ? { storeId: store.storeId } : {}) });
  const sell = useSellGiftCard({ requestOptions: { successToast: false, errorToast: false } });
  const [cardId, setCardId] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const list = cards.data?.data.totalItems ?? [];
  const card = list.find((c) => c.id === cardId);
  const blockedReason =
    card === undefined ? MEMBER_TEXT.chooseCard : confirmed ? undefined : MEMBER_TEXT.confirmPayment;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (card === undefined || !confirmed || sell.isPending) return;
    if (!store) {
      onOutcome({ tone: 'error', message: MEMBER_TEXT.storeMissing });
      return;
    }
    sell.mutate(
      {
        cartItems: [{ id: card.id }],
        customerId: member.id,
        ...counterPlace(store),
      },
      reportOutcome(onOutcome, { done: MEMBER_TEXT.sold, failed: MEMBER_TEXT.sellFailed }),
    );
  }

  return (
    <Form onSubmit={send} validationBehavior="aria" aria-label={MEMBER_TEXT.sellTitle}>
      {cards.isPending && <Spinner label="Loading gift cards" />}
      <Select
        label={MEMBER_TEXT.giftCard}
        placeholder={MEMBER_TEXT.giftCardPlaceholder}
        isRequired
        items={list.map((c) => ({ id: c.id, label: giftCardOption(c) }))}
        selectedKey={card ? card.id : null}
        onSelectionChange={(key) => setCardId(key === null ? null : String(key))}
        isDisabled={list.length === 0}
        description={cards.isSuccess && list.length === 0 ? MEMBER_TEXT.noGiftCards : undefined}
      />
      {card && (
        <DetailsTable
          aria-label="Gift card details"
          titleHeader="Detail"
          detailsHeader="Value"
          rows={[
            { title: 'Amount', details: formatDollars(card.faceValue) },
            { title: 'Discount', details: formatDiscount(card.discount) },
            { title: 'Validity', details: validityDays(card.validity) },
            { title: 'Actual Amount', details: formatDollars(card.actualValue) },
          ]}
        />
      )}
      <ConfirmAndSend
        confirmation={MEMBER_TEXT.paymentReceived}
        confirmed={confirmed}
        onConfirmedChange={setConfirmed}
        action="Send"
        pendingLabel="Selling"
        blockedReason={blockedReason}
        isPending={sell.isPending}
      />
    </Form>
  );
}
