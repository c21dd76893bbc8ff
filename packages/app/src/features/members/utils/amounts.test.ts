import { describe, expect, it } from 'vitest';
import { amountCents, checkRewardAmounts, refundCents } from './amounts';
import type { AvailableBalances } from './amounts';

const balances: AvailableBalances = { wallet: 1000, giftCard: 4000 };
const check = (billing: string, wallet = '', giftCard = '', available = balances) =>
  checkRewardAmounts({ billing, wallet, giftCard }, available);

describe('amount text', () => {
  it('reads cents from the digits as typed, without float noise', () => {
    expect(amountCents('0.29')).toBe(29);
    expect(amountCents('12.5')).toBe(1250);
    expect(amountCents('12.')).toBe(1200);
    expect(amountCents('.5')).toBe(50);
    expect(amountCents('1000000')).toBe(100_000_000);
    expect(amountCents('')).toBeNull();
    expect(amountCents('.')).toBeNull();
    expect(amountCents('1.234')).toBeNull();
  });
});

describe('reward amounts', () => {
  it('needs a billing amount above 0', () => {
    expect(check('').canProceed).toBe(false);
    expect(check('0').canProceed).toBe(false);
    expect(check('0.00').canProceed).toBe(false);
    expect(check('0.01').canProceed).toBe(true);
  });

  it('without redemption the balance is the billing amount', () => {
    expect(check('25.40')).toMatchObject({ hasRedemption: false, balanceCents: 2540, canProceed: true });
    expect(check('25.40', '0', '0.00')).toMatchObject({ hasRedemption: false, balanceCents: 2540 });
  });

  it('with redemption the balance is billing minus wallet minus gift card', () => {
    expect(check('20', '5', '2.50')).toMatchObject({
      hasRedemption: true,
      balanceCents: 1250,
      canProceed: true,
    });
    expect(check('20', '10', '10')).toMatchObject({ balanceCents: 0, canProceed: true });
  });

  it('keeps the wallet redeem within the wallet balance', () => {
    expect(check('50', '10.00').walletError).toBeUndefined();
    expect(check('50', '10.01')).toMatchObject({
      walletError: 'Cannot exceed the available wallet balance of $10.00.',
      canProceed: false,
    });
  });

  it('keeps the gift card redeem within the gift card balance', () => {
    expect(check('50', '', '40').giftCardError).toBeUndefined();
    expect(check('50', '', '40.01')).toMatchObject({
      giftCardError: 'Cannot exceed the available gift card balance of $40.00.',
      canProceed: false,
    });
  });

  it('treats an unknown balance as nothing to redeem', () => {
    const unknown = { wallet: undefined, giftCard: undefined };
    expect(check('10', '1', '', unknown).canProceed).toBe(false);
    expect(check('10', '', '', unknown).canProceed).toBe(true);
  });

  it('refuses redemptions above the billing amount with the spec text', () => {
    const result = check('12', '8', '4.01');
    expect(result.sumError).toBe(
      'The sum of wallet and gift card redeem amounts cannot exceed the billing amount.',
    );
    expect(result.canProceed).toBe(false);
    expect(check('12', '8', '4').sumError).toBeUndefined();
  });
});

describe('refund amount', () => {
  it('must be above 0', () => {
    expect(refundCents('')).toBeNull();
    expect(refundCents('0')).toBeNull();
    expect(refundCents('0.00')).toBeNull();
    expect(refundCents('0.01')).toBe(1);
    expect(refundCents('12.345')).toBeNull();
  });
});
