import { describe, expect, it } from 'vitest';
import { isMoneyInput } from './money';

describe('isMoneyInput', () => {
  it.each(['', '0', '12', '12.', '12.5', '12.50', '.5', '.', '0012'])('accepts %j', (text) => {
    expect(isMoneyInput(text)).toBe(true);
  });

  it.each(['12.505', '-1', '1e5', '$12', '12,50', '1.2.3', ' 12', 'abc', '12 '])('rejects %j', (text) => {
    expect(isMoneyInput(text)).toBe(false);
  });
});
