import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, newIdempotencyKey } from './idempotency-key.js';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('idempotency keys', () => {
  it('are 32 random hex digits', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('repeat for a retry of the same body and change with the body', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ customerId: 'm1', refundAmount: 5 })).toBe('key-1');
    expect(keys.keyFor({ customerId: 'm1', refundAmount: 5 })).toBe('key-1');
    expect(keys.keyFor({ customerId: 'm1', refundAmount: 6 })).toBe('key-2');
    expect(keys.keyFor({ customerId: 'm1', refundAmount: 5 })).toBe('key-3');
  });

  it('are fresh for the next submission after a success', () => {
    const keys = createIdempotencyKeys(counter());
    const body = { cartItems: [{ id: 'g1' }], customerId: 'm1' };
    expect(keys.keyFor(body)).toBe('key-1');
    keys.reset();
    expect(keys.keyFor(body)).toBe('key-2');
  });
});
