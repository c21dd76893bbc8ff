import { describe, expect, it } from 'vitest';
import { parseStoredStore, parseStoredUser } from './stored-session.js';

describe('parseStoredUser', () => {
  it('keeps a user with a userType', () => {
    const user = parseStoredUser(JSON.stringify({ userType: 'S', name: 'Sam', chatAccess: true }));
    expect(user).toMatchObject({ userType: 'S', name: 'Sam', chatAccess: true });
  });

  it('keeps a member', () => {
    const member = { id: 'm1', userType: 'C', name: 'Sam', email: 's@example.com', memberId: '402715938' };
    expect(parseStoredUser(JSON.stringify({ ...member, username: 'sam' }))).toMatchObject({
      ...member,
      username: 'sam',
      chatAccess: false,
    });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['without userType', JSON.stringify({ name: 'Sam' })],
    ['with an unknown userType', JSON.stringify({ userType: 'X', name: 'Sam' })],
    ['not an object', '"Sam"'],
  ])('discards a user that is %s', (_case, text) => {
    expect(parseStoredUser(text)).toBeUndefined();
  });
});

describe('parseStoredStore', () => {
  const address = {
    line1: '1 Pier St',
    line2: '',
    city: 'Hobart',
    state: 'TAS',
    country: 'Australia',
    pinCode: '7000',
  };

  it('keeps a stored selection', () => {
    const text = JSON.stringify({
      storeId: 's1',
      storeName: 'Pier',
      counter: 'Counter 1',
      isOperational: true,
      address,
    });
    expect(parseStoredStore(text)).toEqual({
      storeId: 's1',
      storeName: 'Pier',
      counter: 'Counter 1',
      isOperational: true,
      address,
    });
  });

  it('accepts id in place of storeId', () => {
    expect(parseStoredStore(JSON.stringify({ id: 's2', storeName: 'Dock', counter: 'A' }))?.storeId).toBe(
      's2',
    );
  });

  it.each([
    ['missing', null],
    ['not JSON', 'undefined'],
    ['without an id', JSON.stringify({ storeName: 'Dock' })],
  ])('discards a selection that is %s', (_case, text) => {
    expect(parseStoredStore(text)).toBeUndefined();
  });
});
