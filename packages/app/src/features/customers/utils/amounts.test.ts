import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  canRefund,
  centsToText,
  checkRewardAmounts,
  isAmountText,
  toCents,
} from './amounts';
import type { AvailableBalances } from './amounts';

const balances: AvailableBalances = { wallet: 10, giftcard: 40 };
const check = (billing: string, wallet = '', giftcard = '', available = balances) =>
  checkRewardAmounts({ billing, wallet, giftcard }, available);

describe('amount text', () => {
  it.each(['', '0', '12', '12.', '12.5', '12.50', '.5', '0.05'])('accepts %j', (text) => {
    expect(isAmountText(text)).toBe(true);
  });

  it.each(['12.505', '-1', '1e3', 'abc', '12,50', '1.2.3', ' 12', '$5'])('refuses %j', (text) => {
    expect(isAmountText(text)).toBe(false);
  });

  it('reads cents from the digits, without float noise', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12.')).toBe(1200);
    expect(toCents('.5')).toBe(50);
    expect(toCents('1000000')).toBe(100_000_000);
    expect(toCents('')).toBeNull();
    expect(toCents('.')).toBeNull();
    expect(toCents('1.234')).toBeNull();
  });

  it('writes cents as two-decimal text', () => {
    expect(centsToText(1250)).toBe('12.50');
    expect(centsToText(5)).toBe('0.05');
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
      walletError: AMOUNT_MESSAGES.walletOver(10),
      canProceed: false,
    });
  });

  it('keeps the gift card redeem within the gift card balance', () => {
    expect(check('50', '', '40').giftcardError).toBeUndefined();
    expect(check('50', '', '40.01')).toMatchObject({
      giftcardError: 'Cannot exceed the available gift card balance of $40.00.',
      canProceed: false,
    });
  });

  it('treats an unknown balance as nothing to redeem', () => {
    const unknown = { wallet: undefined, giftcard: undefined };
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
    expect(canRefund('')).toBe(false);
    expect(canRefund('0')).toBe(false);
    expect(canRefund('0.00')).toBe(false);
    expect(canRefund('0.01')).toBe(true);
    expect(canRefund('12.345')).toBe(false);
  });
});
