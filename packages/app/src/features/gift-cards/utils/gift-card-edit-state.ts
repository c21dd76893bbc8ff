import { formatAmount, toCents } from '@countertop/api';
import type { GiftCardTemplate } from '@countertop/api';

/** What the list hands to /giftcards/add to edit a draft (docs/product/management.md §3 Gift card form). */
export interface GiftCardEditState {
  id: string;
  amount: string;
  /** A card without a discount (0 on the wire) is priced at face value: docs/decisions.md 45. */
  pricing: 'faceValue' | 'discount';
  discount: string;
  validity: 'never' | 'days';
  validityDays: string;
}

export function giftCardEditState(card: GiftCardTemplate): { giftCard: GiftCardEditState } {
  return {
    giftCard: {
      id: card.id,
      amount: formatAmount(toCents(card.faceValue)),
      ...pricingOf(String(card.discount)),
      validity: card.validity === null ? 'never' : 'days',
      validityDays: card.validity === null ? '' : String(card.validity),
    },
  };
}

function pricingOf(discount: string): Pick<GiftCardEditState, 'pricing' | 'discount'> {
  return discount.trim() !== '' && Number(discount) === 0
    ? { pricing: 'faceValue', discount: '' }
    : { pricing: 'discount', discount };
}

const text = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

/** The card to edit in a location's state, or undefined for add mode. */
export function readGiftCardEditState(state: unknown): GiftCardEditState | undefined {
  if (typeof state !== 'object' || state === null || !('giftCard' in state)) return undefined;
  const card = (state as { giftCard: unknown }).giftCard;
  if (typeof card !== 'object' || card === null) return undefined;
  const { id, amount, pricing, discount, validity, validityDays } = card as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  return {
    id,
    amount: text(amount),
    // The spec's edit data has no pricing: a discount of 0 (or null) there means face value.
    ...(pricing === 'faceValue' || discount === null ? pricingOf('0') : pricingOf(text(discount))),
    validity: validity === 'never' ? 'never' : 'days',
    validityDays: text(validityDays),
  };
}
