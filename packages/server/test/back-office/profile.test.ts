import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUSTRALIA_MESSAGES,
  BRAND_COLOR_MESSAGES,
  PROFILE_MESSAGES as FORM_MESSAGES,
  type AccountInfo,
  type BusinessInfo,
} from '../../src/contract.js';
import { PROFILE_MESSAGES } from '../../src/endpoints/back-office/profile/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { addRedemption, call, fundWallet, newMember, openDesk, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

async function businessInfo(d: Desk): Promise<BusinessInfo> {
  const res = await call(t.app, d.owner, '/business/business-info/details');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: BusinessInfo }).data;
}

async function accountInfo(d: Desk): Promise<AccountInfo> {
  const res = await call(t.app, d.owner, '/business/account-info/details');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: AccountInfo }).data;
}

/** The Owner Bank Account Info form's payload (docs/product/management.md §7). */
const bank = (overrides: Record<string, unknown> = {}) => ({
  abn: '51 824 753 556',
  bankName: 'Commonwealth Bank',
  branch: 'George Street',
  bsb: '062-000',
  isRegisteredForGST: true,
  name: 'Corner Shop Pty Ltd',
  number: '12345678',
  ...overrides,
});

describe('GET /business/business-info/details', () => {
  it('gives the business and its owner as registered (docs/product/management.md §3)', async () => {
    expect(await businessInfo(desk)).toEqual({
      userName: desk.business.handle,
      category: '',
      name: desk.business.businessName,
      website: 'https://example.com',
      phoneNumber: '0291234567',
      abn: '',
      isRegisteredForGST: false,
      logo: null,
      brandColor: null,
      user: {
        name: desk.business.ownerName,
        email: desk.business.ownerEmail,
        memberId: '',
        referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
        country: 'AU',
      },
      referredBy: null,
    });
  });

  it("shows the owner's member ID once their e-mail is a member of the network", async () => {
    t.clock.advance(31_000); // past the resend cooldown of the owner's own sign-in code
    const member = await newMember(t, other.business.ownerEmail);
    expect((await businessInfo(other)).user.memberId).toBe(member.memberId);
  });
});

describe('POST /business/business-info/update', () => {
  it('saves the business name, phone (+61 normalised) and website; the handle and category cannot change', async () => {
    const res = await call(t.app, desk.owner, '/business/business-info/update', {
      user: { name: 'Corner Shop & Co' },
      phoneNumber: '+61 2 9876 5432',
      website: 'https://corner.example',
      userName: 'hijacked',
      category: 'Casino',
    });
    expect(res.statusCode).toBe(200);
    const info = await businessInfo(desk);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.businessInfoSaved, data: info });
    expect(info).toMatchObject({
      name: 'Corner Shop & Co',
      phoneNumber: '0298765432',
      website: 'https://corner.example',
      userName: desk.business.handle,
      category: '',
    });
    expect((await businessInfo(other)).name).toBe(other.business.businessName);
  });

  it('keeps phone and website when they are left out', async () => {
    const before = await businessInfo(desk);
    await call(t.app, desk.owner, '/business/business-info/update', { user: { name: 'Renamed' } });
    expect(await businessInfo(desk)).toEqual({ ...before, name: 'Renamed' });
  });

  it.each([
    [{ user: { name: ' ' } }, FORM_MESSAGES.businessName],
    [{}, FORM_MESSAGES.businessName],
    [{ user: { name: 'Shop' }, phoneNumber: '' }, FORM_MESSAGES.businessPhone],
    [{ user: { name: 'Shop' }, phoneNumber: '12' }, AUSTRALIA_MESSAGES.phone],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await businessInfo(desk);
    const res = await call(t.app, desk.owner, '/business/business-info/update', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await businessInfo(desk)).toEqual(before);
  });
});

describe('brand colour', () => {
  const save = (d: Desk, brandColor: string | null) =>
    call(t.app, d.owner, '/business/business-info/update', { user: { name: 'Corner Shop' }, brandColor });

  it('saves a readable colour (lower-case), which the member app gets with the balances and the pending requests; another business keeps its own', async () => {
    const res = await save(desk, ' #0E7490 ');
    expect(res.statusCode).toBe(200);
    expect((await businessInfo(desk)).brandColor).toBe('#0e7490');
    expect((await businessInfo(other)).brandColor).toBeNull();

    t.clock.advance(31_000);
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 5);
    await fundWallet(t.app, other, member.memberId, 5);
    const { subscriptions } = (await call(t.app, member.token, '/customer/subscriptions')).json() as {
      subscriptions: { businessId: string; brandColor: string | null }[];
    };
    expect(subscriptions.map((s) => [s.businessId, s.brandColor]).sort()).toEqual(
      [
        [desk.business.id, '#0e7490'],
        [other.business.id, null],
      ].sort(),
    );
    const redemption = await addRedemption(t.app, desk, 'staff', {
      customerId: member.memberId,
      billingAmount: 10,
      wallet: 2,
    });
    expect(redemption.statusCode).toBe(200);
    const pending = await call(t.app, member.token, '/customer/rewardtransaction/pending', {});
    expect(pending.json().rewardTransactions[0]).toMatchObject({ brandColor: '#0e7490' });
  });

  it('refuses a colour whose themes fail contrast with 400 naming the pair and its ratio, and changes nothing', async () => {
    const before = await businessInfo(desk);
    const res = await call(t.app, desk.owner, '/business/business-info/update', {
      user: { name: 'Renamed meanwhile' },
      brandColor: '#ffee00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Brand colour #ffee00: accent on the page in the light theme 1.12:1, needs 3:1',
    });
    expect(await businessInfo(desk)).toEqual(before);
  });

  it('refuses what is not a #rrggbb colour, and goes back to Countertop’s theme with null', async () => {
    const bad = await save(desk, 'teal');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: BRAND_COLOR_MESSAGES.format });
    expect((await save(desk, null)).statusCode).toBe(200);
    expect((await businessInfo(desk)).brandColor).toBeNull();
  });
});

describe('POST /business/owner-info/update', () => {
  it("changes the owner's name only; e-mail, member ID, referral code and country are read-only", async () => {
    const { referralCode } = (await businessInfo(desk)).user;
    const res = await call(t.app, desk.owner, '/business/owner-info/update', {
      name: 'Pat Owner',
      email: 'someone.else@example.com',
      memberId: '123456789',
      referralCode: 'FREE',
      country: 'NZ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.ownerInfoSaved);
    expect((await businessInfo(desk)).user).toEqual({
      name: 'Pat Owner',
      email: desk.business.ownerEmail,
      memberId: '',
      referralCode,
      country: 'AU',
    });
  });

  it('refuses a blank name with 400', async () => {
    const before = await businessInfo(desk);
    const res = await call(t.app, desk.owner, '/business/owner-info/update', { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: FORM_MESSAGES.ownerName });
    expect(await businessInfo(desk)).toEqual(before);
  });
});

describe('account info', () => {
  it('starts empty', async () => {
    expect(await accountInfo(other)).toEqual({
      abn: '',
      isRegisteredForGST: false,
      bankAccount: { name: '', bsb: '', number: '', bankName: '', branch: '' },
    });
  });

  it('saves ABN, GST and the bank account, in their usual written forms', async () => {
    const res = await call(t.app, desk.owner, '/business/account-info/update', bank({ bsb: '062000' }));
    expect(res.statusCode).toBe(200);
    const saved = {
      abn: '51824753556',
      isRegisteredForGST: true,
      bankAccount: {
        name: 'Corner Shop Pty Ltd',
        bsb: '062-000',
        number: '12345678',
        bankName: 'Commonwealth Bank',
        branch: 'George Street',
      },
    };
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.accountInfoSaved, data: saved });
    expect(await accountInfo(desk)).toEqual(saved);
    expect((await businessInfo(desk)).abn).toBe('51824753556');
    expect((await accountInfo(other)).abn).toBe('');
  });

  it.each([
    ['51824753556', '51824753556'],
    ['53 004 085 616', '53004085616'],
    ['83914571673', '83914571673'],
  ])('accepts the valid ABN %s', async (abn, stored) => {
    const res = await call(t.app, desk.owner, '/business/account-info/update', bank({ abn }));
    expect(res.statusCode).toBe(200);
    expect((await accountInfo(desk)).abn).toBe(stored);
  });

  it.each([
    ['51824753557', AUSTRALIA_MESSAGES.abnChecksum],
    ['12345678901', AUSTRALIA_MESSAGES.abnChecksum],
    ['15824753556', AUSTRALIA_MESSAGES.abnChecksum],
    ['5182475355', AUSTRALIA_MESSAGES.abnDigits],
    ['518247535561', AUSTRALIA_MESSAGES.abnDigits],
    ['ABN 51824753556', AUSTRALIA_MESSAGES.abnDigits],
  ])('refuses the ABN %s with 400: %s', async (abn, message) => {
    const before = await accountInfo(desk);
    const res = await call(
      t.app,
      desk.owner,
      '/business/account-info/update',
      bank({ abn, name: 'Changed' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await accountInfo(desk)).toEqual(before);
  });

  it.each([
    [{ bsb: '12345' }, AUSTRALIA_MESSAGES.bsb],
    [{ bsb: '123-4567' }, AUSTRALIA_MESSAGES.bsb],
    [{ bsb: 'abc-def' }, AUSTRALIA_MESSAGES.bsb],
    [{ bsb: '' }, FORM_MESSAGES.bsb],
    [{ number: '12345' }, AUSTRALIA_MESSAGES.accountNumber],
    [{ number: '12345678901' }, AUSTRALIA_MESSAGES.accountNumber],
    [{ number: '1234-5678' }, AUSTRALIA_MESSAGES.accountNumber],
    [{ number: '' }, FORM_MESSAGES.bankAccountNumber],
    [{ name: ' ' }, FORM_MESSAGES.bankAccountName],
    [{ abn: '', isRegisteredForGST: true }, FORM_MESSAGES.gstNeedsAbn],
  ])('refuses %j with 400 and changes nothing', async (overrides, message) => {
    const before = await accountInfo(desk);
    const res = await call(t.app, desk.owner, '/business/account-info/update', bank(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await accountInfo(desk)).toEqual(before);
  });

  it('takes BSB 123-456 and account numbers of 6 to 10 digits; keeps ABN and GST when left out', async () => {
    expect((await call(t.app, desk.owner, '/business/account-info/update', bank())).statusCode).toBe(200);
    for (const number of ['123456', '1234567890', '12 345 678']) {
      const res = await call(t.app, desk.owner, '/business/account-info/update', {
        name: 'Corner Shop Pty Ltd',
        bsb: '123-456',
        number,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        abn: '51824753556',
        isRegisteredForGST: true,
        bankAccount: { bsb: '123-456', number: number.replace(/\s/g, '') },
      });
    }
  });

  it('lets a business without GST clear its ABN', async () => {
    const res = await call(
      t.app,
      desk.owner,
      '/business/account-info/update',
      bank({ abn: '', isRegisteredForGST: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(await accountInfo(desk)).toMatchObject({ abn: '', isRegisteredForGST: false });
  });
});

describe('roles', () => {
  it('staff get 403 on every profile call, and nothing changes', async () => {
    const [info, account] = [await businessInfo(desk), await accountInfo(desk)];
    for (const [path, body] of [
      ['/business/business-info/details', undefined],
      ['/business/account-info/details', undefined],
      ['/business/business-info/update', { user: { name: 'Staff rename' } }],
      ['/business/owner-info/update', { name: 'Staff rename' }],
      ['/business/account-info/update', bank({ name: 'Staff account' })],
    ] as const) {
      const res = await call(t.app, desk.staff, path, body);
      expect(res.statusCode, path).toBe(403);
    }
    expect(await businessInfo(desk)).toEqual(info);
    expect(await accountInfo(desk)).toEqual(account);
  });
});
