import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatAmount, formatMoney, money, parseAmount, toCents, toDollars } from './money.js';

const billing = z.object({ billingAmount: money('Billing amount', { positive: true }) });
const firstError = (input: unknown) => billing.safeParse({ billingAmount: input }).error?.issues[0]?.message;

describe('money', () => {
  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    [' 7 ', 700],
    ['0.1', 10],
    [0.07, 7],
    [1_000_000, 100_000_000],
    ['1000000.00', 100_000_000],
    ['12.', 1200],
    ['.5', 50],
  ])('reads %j as %i cents', (input, cents) => {
    expect(billing.parse({ billingAmount: input }).billingAmount).toBe(cents);
  });

  it('never goes through floating point: 0.1 + 0.2 noise is refused, not rounded', () => {
    expect(firstError(0.1 + 0.2)).toBe('Billing amount can have at most two decimals.');
  });

  it.each([
    [undefined, 'Billing amount is required.'],
    ['', 'Billing amount is required.'],
    [0, 'Billing amount must be greater than 0.'],
    ['0.00', 'Billing amount must be greater than 0.'],
    [-5, 'Billing amount cannot be negative.'],
    ['-5.00', 'Billing amount cannot be negative.'],
    ['12.345', 'Billing amount can have at most two decimals.'],
    ['.345', 'Billing amount can have at most two decimals.'],
    ['.', 'Billing amount must be a number, for example 12.50.'],
    [12.345, 'Billing amount can have at most two decimals.'],
    ['abc', 'Billing amount must be a number, for example 12.50.'],
    ['1e3', 'Billing amount must be a number, for example 12.50.'],
    [true, 'Billing amount must be a number, for example 12.50.'],
    [1_000_000.01, 'Billing amount cannot be more than $1,000,000.'],
    ['99999999999999999999999', 'Billing amount cannot be more than $1,000,000.'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('reads an empty optional redeem field as 0, and only there', () => {
    const redeem = money('Wallet redeem amount', { emptyIsZero: true });
    expect([redeem.parse(''), redeem.parse(null), redeem.parse(' '), redeem.parse('2.5')]).toEqual([
      0, 0, 0, 250,
    ]);
    expect(firstError(null)).toBe('Billing amount is required.');
  });

  it('accepts 0 where an amount is not required to be positive', () => {
    expect(parseAmount(0, 'Wallet redeem amount')).toEqual({ ok: true, cents: 0 });
  });

  it('formats cents as decimal dollars', () => {
    expect([toDollars(1250), toDollars(1999), toDollars(5), toDollars(0)]).toEqual([12.5, 19.99, 0.05, 0]);
  });

  it('reads response dollars back into cents, free of float noise', () => {
    expect([toCents(12.5), toCents(0.29), toCents(19.99), toCents(0)]).toEqual([1250, 29, 1999, 0]);
  });

  it('writes cents as the two-decimal text it parses', () => {
    expect([formatAmount(1250), formatAmount(5), formatAmount(100_000_000)]).toEqual([
      '12.50',
      '0.05',
      '1000000.00',
    ]);
    expect(parseAmount(formatAmount(2540), 'Amount')).toEqual({ ok: true, cents: 2540 });
  });

  it('shows cents as en-AU money', () => {
    expect([formatMoney(1250), formatMoney(0), formatMoney(123_457)]).toEqual([
      '$12.50',
      '$0.00',
      '$1,234.57',
    ]);
  });
});
