import { describe, expect, it } from 'vitest';
import { activeSectionKey, sectionsFor } from './sections';

describe('sectionsFor', () => {
  it("gives the Owner the spec's twelve entries in its order, then Alerts and Audit", () => {
    expect(sectionsFor('B').map((s) => s.label)).toEqual([
      'Dashboard',
      'Gift Cards',
      'Offers',
      'Staff',
      'Gallery',
      'Subscribers',
      'Reward Plan',
      'Transactions',
      'Stores',
      'Profile',
      'Devices',
      'Billing',
      'Alerts',
      'Audit',
    ]);
  });

  it('gives Staff Dashboard and Reward Plan only', () => {
    expect(sectionsFor('S').map((s) => [s.key, s.href])).toEqual([
      ['dashboard', '/dashboard'],
      ['rewardplan', '/rewardplan'],
    ]);
  });
});

describe('activeSectionKey', () => {
  it.each([
    ['/', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/giftcards', 'giftcards'],
    ['/giftcards/add', 'giftcards'],
    ['/stores/add/', 'stores'],
    ['/customer-details', 'customer-details'],
  ])('%s highlights %s', (pathname, key) => {
    expect(activeSectionKey(pathname)).toBe(key);
  });
});
