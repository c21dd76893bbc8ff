import { describe, expect, it } from 'vitest';
import { authorizationOf, nextStatusPoll, STATUS_POLL_MS } from './authorization';

describe('authorization status', () => {
  it.each([
    [undefined, 'pending', 'Pending'],
    ['INITIATED', 'pending', 'Pending'],
    ['CUSTOMER_APPROVED', 'authorized', 'Authorized'],
    ['CUSTOMER_REJECTED', 'rejected', 'Rejected'],
    ['EXPIRED', 'other', 'EXPIRED'],
    ['DELETED', 'other', 'DELETED'],
  ] as const)('%s shows as %s', (status, kind, label) => {
    expect(authorizationOf(status, false)).toEqual({ kind, label });
  });

  it('a failed poll is an error, whatever came before', () => {
    expect(authorizationOf('INITIATED', true)).toEqual({ kind: 'error', label: 'error' });
  });
});

describe('status polling', () => {
  it('asks every 5 seconds while the member has not answered', () => {
    expect(STATUS_POLL_MS).toBe(5000);
    expect(nextStatusPoll({ state: { status: 'pending' } })).toBe(5000);
    expect(nextStatusPoll({ state: { status: 'success', data: { status: 'INITIATED' } } })).toBe(5000);
  });

  it.each(['CUSTOMER_APPROVED', 'CUSTOMER_REJECTED', 'EXPIRED', 'COMPLETED', 'DELETED'] as const)(
    'stops at %s',
    (status) => {
      expect(nextStatusPoll({ state: { status: 'success', data: { status } } })).toBe(false);
    },
  );

  it('stops after a failed poll', () => {
    expect(nextStatusPoll({ state: { status: 'error', data: { status: 'INITIATED' } } })).toBe(false);
  });
});
