import { describe, expect, it } from 'vitest';
import { createSessionStore, isAuthenticated } from './session-store.js';
import type { SessionStoreOptions } from './session-store.js';

const owner = {
  id: 'u1',
  userType: 'B',
  name: 'Olivia Chen',
  email: 'owner@harbourlane.example',
  chatAccess: true,
  business: { id: 'b1', userName: 'harbourlane', name: 'Harbour Lane' },
} as const;
const store = { storeId: 's1', storeName: 'Circular Quay', counter: 'Counter 1', isOperational: true };

const member = {
  id: 'm1',
  userType: 'C',
  name: 'Sam Lee',
  email: 'sam@example.com',
  memberId: '402715938',
  username: 'sam.lee',
} as const;
const backOffice: SessionStoreOptions = { userTypes: ['B', 'S'] };

function restored(items: Record<string, string>, options = backOffice) {
  localStorage.clear();
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  const session = createSessionStore(localStorage, options);
  expect(session.getSnapshot().status).toBe('restoring');
  session.restore();
  return session;
}

describe('session restore', () => {
  it('keeps the same snapshot when restoring again finds nothing new, so no screen renders twice', () => {
    const session = restored({ token: 't', user: JSON.stringify(owner), store: JSON.stringify(store) });
    const first = session.getSnapshot();
    let notified = 0;
    session.subscribe(() => (notified += 1));
    session.restore();
    expect(session.getSnapshot()).toBe(first);
    expect(notified).toBe(0);
    localStorage.removeItem('store');
    session.restore();
    expect(session.getSnapshot().store).toBeNull();
    expect(notified).toBe(1);
  });

  it('restores token, user and store', () => {
    const session = restored({ token: 't', user: JSON.stringify(owner), store: JSON.stringify(store) });
    const snapshot = session.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'ready', token: 't', user: { name: 'Olivia Chen' }, store });
    expect(isAuthenticated(snapshot)).toBe(true);
    expect(session.role()).toBe('owner');
  });

  it.each([
    ['a user without userType', { token: 't', user: JSON.stringify({ name: 'Olivia' }) }],
    ['a user that is not JSON', { token: 't', user: '{not json' }],
    ['a user without a token', { user: JSON.stringify(owner) }],
    ['a token without a user', { token: 't' }],
  ])('drops token and user for %s', (_case, items) => {
    const session = restored(items);
    expect(isAuthenticated(session.getSnapshot())).toBe(false);
    expect(session.getSnapshot().status).toBe('ready');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes a stored store that does not parse, and keeps the session', () => {
    const session = restored({ token: 't', user: JSON.stringify(owner), store: '{broken' });
    expect(session.getSnapshot().store).toBeNull();
    expect(localStorage.getItem('store')).toBeNull();
    expect(isAuthenticated(session.getSnapshot())).toBe(true);
  });

  it('keeps a valid store even when signed out', () => {
    const session = restored({ store: JSON.stringify(store) });
    expect(session.getSnapshot().store).toEqual(store);
  });

  it('staff call staff paths', () => {
    const session = restored({ token: 't', user: JSON.stringify({ ...owner, userType: 'S' }) });
    expect(session.role()).toBe('staff');
  });

  it('restores a member in an app that serves members, who call member paths', () => {
    const session = restored({ token: 't', user: JSON.stringify(member) }, { userTypes: ['C'] });
    expect(session.getSnapshot().user).toMatchObject({ userType: 'C', memberId: '402715938' });
    expect(isAuthenticated(session.getSnapshot())).toBe(true);
    expect(session.role()).toBe('member');
  });

  it('drops a user of a type the app does not serve', () => {
    const session = restored({ token: 't', user: JSON.stringify(member) });
    expect(isAuthenticated(session.getSnapshot())).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('session changes', () => {
  it('signs in, picks a store, and clears everything but the theme on sign-out', () => {
    const session = restored({ theme: 'light' });
    const seen: number[] = [];
    session.subscribe(() => seen.push(1));
    session.signIn('token-1', owner);
    session.selectStore(store);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toMatchObject({ userType: 'B' });
    expect(JSON.parse(localStorage.getItem('store') ?? '')).toEqual(store);
    localStorage.setItem('something-else', 'x');

    session.clear();
    expect(isAuthenticated(session.getSnapshot())).toBe(false);
    expect(session.getSnapshot().store).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(seen).toHaveLength(3);
  });
});

describe('an app with its own session keys', () => {
  const memberApp: SessionStoreOptions = { userTypes: ['C'], keyPrefix: 'member.' };

  it("keeps its session beside the back office's, and signing out leaves the other one alone", () => {
    localStorage.clear();
    const office = createSessionStore(localStorage, backOffice);
    office.restore();
    office.signIn('office-token', owner);
    const members = createSessionStore(localStorage, memberApp);
    members.restore();
    expect(members.getSnapshot().user).toBeNull();
    members.signIn('member-token', member);
    expect(localStorage.getItem('member.token')).toBe('member-token');

    // Each restores only its own, and neither drops the other's as a user of another type.
    office.restore();
    members.restore();
    expect(office.getSnapshot()).toMatchObject({ token: 'office-token', user: { userType: 'B' } });
    expect(members.getSnapshot()).toMatchObject({ token: 'member-token', user: { memberId: '402715938' } });
    expect(members.role()).toBe('member');

    members.clear();
    expect(localStorage.getItem('member.token')).toBeNull();
    expect(localStorage.getItem('token')).toBe('office-token');
  });
});
