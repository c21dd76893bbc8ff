import { formatAmount } from '@countertop/api';
import { amountCents } from './amounts';
import type { RewardAmounts } from './amounts';
import { MEMBER_TEXT } from '../texts';

/** Locked amounts are shown as the money they are: '20' → '20.00', '2.5' → '2.50'; empty stays empty. */
function asMoney(amounts: RewardAmounts): RewardAmounts {
  const text = (value: string) => {
    const cents = amountCents(value);
    return cents === null ? value : formatAmount(cents);
  };
  return { billing: text(amounts.billing), wallet: text(amounts.wallet), giftCard: text(amounts.giftCard) };
}

/**
 * The reward form's steps (docs/product/front-desk.md §4): amounts are entered, then Next locks them; with a
 * redemption a reward transaction waits for the member's authorisation; Reward completes.
 */
export interface RewardFlowState {
  amounts: RewardAmounts;
  /** `entry` while amounts can be typed; `locked` after Next. */
  step: 'entry' | 'locked';
  /** The reward transaction of a redemption, until it is completed or abandoned. */
  rtId: string | null;
  /** What the member pays at the counter, in cents (billing − redemptions). */
  balanceCents: number;
  /** 'I confirm that I've collected …' is ticked. */
  confirmed: boolean;
  /** The reward went through: the form is cleared and says so. */
  rewarded: boolean;
}

export type RewardFlowAction =
  | { type: 'edit'; field: keyof RewardAmounts; value: string }
  /** Next without a redemption: the amount is locked, balance = billing. */
  | { type: 'lock'; balanceCents: number }
  /** Next with a redemption: the transaction now waits for the member. */
  | { type: 'transaction-created'; rtId: string; balanceCents: number }
  | { type: 'confirm'; confirmed: boolean }
  /** After a rejection: back to the amounts, as typed, for another request. */
  | { type: 'try-again' }
  | { type: 'rewarded' };

export const emptyAmounts: RewardAmounts = { billing: '', wallet: '', giftCard: '' };

export const initialRewardFlow: RewardFlowState = {
  amounts: emptyAmounts,
  step: 'entry',
  rtId: null,
  balanceCents: 0,
  confirmed: false,
  rewarded: false,
};

export function rewardFlowReducer(state: RewardFlowState, action: RewardFlowAction): RewardFlowState {
  switch (action.type) {
    case 'edit':
      // Locked amounts are what the member authorised; they change only through Try Again.
      if (state.step !== 'entry') return state;
      return { ...state, amounts: { ...state.amounts, [action.field]: action.value }, rewarded: false };
    case 'lock':
      return {
        ...state,
        amounts: asMoney(state.amounts),
        step: 'locked',
        rtId: null,
        balanceCents: action.balanceCents,
        confirmed: false,
      };
    case 'transaction-created':
      return {
        ...state,
        amounts: asMoney(state.amounts),
        step: 'locked',
        rtId: action.rtId,
        balanceCents: action.balanceCents,
        confirmed: false,
      };
    case 'confirm':
      return state.step === 'locked' ? { ...state, confirmed: action.confirmed } : state;
    case 'try-again':
      return { ...state, step: 'entry', rtId: null, balanceCents: 0, confirmed: false };
    case 'rewarded':
      return { ...initialRewardFlow, rewarded: true };
  }
}

/** Whether Reward may be pressed: locked, authorised when redeeming, and the balance confirmed. */
export function canReward(state: RewardFlowState, authorized: boolean): boolean {
  return state.step === 'locked' && rewardBlockedReason(state, authorized) === undefined;
}

/** Why Reward may not be pressed once the amounts are locked, or undefined when it may. */
export function rewardBlockedReason(state: RewardFlowState, authorized: boolean): string | undefined {
  if (state.rtId !== null && !authorized) return MEMBER_TEXT.waitingApproval;
  return state.balanceCents === 0 || state.confirmed ? undefined : MEMBER_TEXT.confirmCollected;
}
