import { describe, expect, it } from 'vitest';
import { canReward, initialRewardFlow, rewardFlowReducer } from './reward-flow';
import type { RewardFlowAction, RewardFlowState } from './reward-flow';

const run = (...actions: RewardFlowAction[]): RewardFlowState =>
  actions.reduce(rewardFlowReducer, initialRewardFlow);

const typed = [
  { type: 'edit', field: 'billing', value: '20' },
  { type: 'edit', field: 'wallet', value: '5' },
  { type: 'edit', field: 'giftCard', value: '2.50' },
] as const satisfies RewardFlowAction[];

describe('reward flow', () => {
  it('starts empty, at the amounts', () => {
    expect(initialRewardFlow).toMatchObject({ step: 'entry', rtId: null, confirmed: false, rewarded: false });
    expect(canReward(initialRewardFlow, false)).toBe(false);
  });

  it('without redemption: Next locks the amount and Reward needs the balance confirmed', () => {
    const locked = run(
      { type: 'edit', field: 'billing', value: '25.40' },
      { type: 'lock', balanceCents: 2540 },
    );
    expect(locked).toMatchObject({ step: 'locked', rtId: null, balanceCents: 2540 });
    expect(locked.amounts).toEqual({ billing: '25.40', wallet: '', giftCard: '' });
    expect(canReward(locked, false)).toBe(false);
    const confirmed = rewardFlowReducer(locked, { type: 'confirm', confirmed: true });
    expect(canReward(confirmed, false)).toBe(true);
  });

  it('locked amounts cannot be edited', () => {
    const locked = run(...typed, { type: 'lock', balanceCents: 1250 });
    expect(rewardFlowReducer(locked, { type: 'edit', field: 'billing', value: '99' }).amounts.billing).toBe(
      '20.00',
    );
  });

  it('with redemption: Reward waits for the authorisation, then for the confirmation', () => {
    const pending = run(...typed, { type: 'transaction-created', rtId: 'rt1', balanceCents: 1250 });
    expect(pending).toMatchObject({ step: 'locked', rtId: 'rt1', balanceCents: 1250 });
    const confirmed = rewardFlowReducer(pending, { type: 'confirm', confirmed: true });
    expect(canReward(confirmed, false)).toBe(false);
    expect(canReward(confirmed, true)).toBe(true);
    expect(canReward(pending, true)).toBe(false);
  });

  it('a fully redeemed bill needs no confirmation', () => {
    const state = run(
      { type: 'edit', field: 'billing', value: '10' },
      { type: 'edit', field: 'wallet', value: '10' },
      { type: 'transaction-created', rtId: 'rt1', balanceCents: 0 },
    );
    expect(canReward(state, true)).toBe(true);
  });

  it('Try Again returns to the amounts as typed, without the transaction', () => {
    const state = run(
      ...typed,
      { type: 'transaction-created', rtId: 'rt1', balanceCents: 1250 },
      { type: 'confirm', confirmed: true },
      { type: 'try-again' },
    );
    expect(state).toMatchObject({
      step: 'entry',
      rtId: null,
      confirmed: false,
      amounts: { billing: '20.00', wallet: '5.00', giftCard: '2.50' },
    });
  });

  it('a completed reward clears the fields and says so until the next edit', () => {
    const done = run(...typed, { type: 'lock', balanceCents: 1250 }, { type: 'rewarded' });
    expect(done).toMatchObject({ ...initialRewardFlow, rewarded: true });
    expect(rewardFlowReducer(done, { type: 'edit', field: 'billing', value: '1' }).rewarded).toBe(false);
  });
});
