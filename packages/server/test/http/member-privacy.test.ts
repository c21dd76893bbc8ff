import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../src/domain/members/mask-email.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { acceptBusiness, call, fundWallet, newMember, openDesk } from '../helpers/front-desk.js';

const t = setUpTestApp();

describe("a member's e-mail at the front desk", () => {
  it('is masked for a business the member has not accepted, and in full once they accept it', async () => {
    const desk = await openDesk(t, t.db);
    const elsewhere = await openDesk(t, t.db);
    const member = await newMember(t, 'Priya.Sharma@example.com.au');
    const search = (token: string) =>
      call(t.app, token, '/staff/customer/search', { query: member.username });

    expect((await search(desk.staff)).json()).toMatchObject({ email: 'p***@e***.au', isSubscribed: false });
    const details = await call(t.app, desk.owner, '/business/customer/details', {
      customerId: member.memberId,
    });
    expect(details.json()).toMatchObject({ email: 'p***@e***.au' });

    await fundWallet(t.app, desk, member.memberId, 5); // the member's first business: subscribed
    expect((await search(desk.staff)).json()).toMatchObject({ email: 'p***@e***.au', isSubscribed: true });
    await acceptBusiness(t.app, member, desk.business.id);
    expect((await search(desk.staff)).json()).toMatchObject({
      email: 'priya.sharma@example.com.au',
      isSubscribed: true,
    });
    expect((await search(elsewhere.staff)).json()).toMatchObject({ email: 'p***@e***.au' });
  });

  it('masks any shape of address without revealing more than two letters', () => {
    expect(maskEmail('jane.doe@gmail.com')).toBe('j***@g***.com');
    expect(maskEmail('a@b')).toBe('a***@b***');
    expect(maskEmail('x@sub.domain.org')).toBe('x***@s***.org');
  });
});
