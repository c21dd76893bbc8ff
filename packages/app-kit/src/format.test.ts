import { describe, expect, it } from 'vitest';
import { formatDiscount, formatPhone } from './format.js';

describe('formatPhone', () => {
  it.each([
    ['0292514410', '(02) 9251 4410'],
    ['0889810000', '(08) 8981 0000'],
    ['0412345678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['1300123456', '1300 123 456'],
    ['1800123456', '1800 123 456'],
    ['131234', '13 12 34'],
  ])('groups %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it.each(['', '12345', '0912345678'])(
    'shows %j as stored when it is no Australian number it knows',
    (stored) => {
      expect(formatPhone(stored)).toBe(stored);
    },
  );
});

describe('formatDiscount', () => {
  it("reads 0, how the answers carry no discount, as 'No discount' rather than '0%'", () => {
    expect(formatDiscount(0)).toBe('No discount');
    expect(formatDiscount(10)).toBe('10%');
    expect(formatDiscount(12.5)).toBe('12.5%');
  });
});
