import { describe, expect, it } from 'vitest';
import { formatMoney, isMoneyInput, parseMoney } from './money';

describe('isMoneyInput', () => {
  it.each(['', '0', '12', '12.', '12.5', '12.50', '.5', '.', '0012'])('accepts %j', (text) => {
    expect(isMoneyInput(text)).toBe(true);
  });

  it.each(['12.505', '-1', '1e5', '$12', '12,50', '1.2.3', ' 12', 'abc', '12 '])('rejects %j', (text) => {
    expect(isMoneyInput(text)).toBe(false);
  });
});

describe('parseMoney', () => {
  it.each([
    ['12.5', 12.5],
    ['12.', 12],
    ['.5', 0.5],
    ['0', 0],
    ['', null],
    ['.', null],
    ['abc', null],
  ])('%j → %j', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [1234.567, '$1,234.57'],
  ])('%j → %j', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});
