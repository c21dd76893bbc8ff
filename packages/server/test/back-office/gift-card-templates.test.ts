import { beforeAll, describe, expect, it } from 'vitest';
import { ACCC_WARNING, GIFT_CARD_MESSAGES as FORM_MESSAGES } from '../../src/contract.js';
import { GIFT_CARD_MESSAGES } from '../../src/domain/gift-cards/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { call, newMember, openDesk, sell, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();

const form = (overrides: Record<string, unknown> = {}) => ({
  amount: 50,
  discount: 10,
  actualValue: 45,
  validity: 1200,
  termsOfUse: { useInStore: true, useOnline: true },
  ...overrides,
});

type Template = { id: string; status: string; soldNumber: number; actualValue: number };

async function add(desk: Desk, path: 'add' | 'addandpublish', overrides: Record<string, unknown> = {}) {
  return call(t.app, desk.owner, `/business/giftcard/${path}`, form(overrides));
}

describe('gift card templates (docs/product/management.md §5 and §7)', () => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await openDesk(t, t.db);
  });

  it.each([
    [{ amount: 0 }, FORM_MESSAGES.amount],
    [{ amount: undefined }, FORM_MESSAGES.amount],
    [{ amount: '12.345' }, 'Amount can have at most two decimals.'],
    [{ discount: 101 }, FORM_MESSAGES.discount],
    [{ discount: -1 }, FORM_MESSAGES.discount],
    [{ discount: undefined }, FORM_MESSAGES.discount],
    [{ validity: 0 }, FORM_MESSAGES.validityDays],
    [{ validity: 2.5 }, FORM_MESSAGES.validityDays],
    [{ validity: 'never' }, FORM_MESSAGES.validityDays],
  ])('refuses %j with the form’s message', async (overrides, message) => {
    const res = await add(desk, 'add', overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('computes actualValue itself (the sent one is ignored) and rounds to the cent', async () => {
    const res = await add(desk, 'add', { amount: 33.33, discount: 12.5, actualValue: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: GIFT_CARD_MESSAGES.saved,
      data: {
        id: expect.any(String),
        faceValue: 33.33,
        discount: 12.5,
        actualValue: 29.16,
        soldNumber: 0,
        status: 'Draft',
        validity: 1200,
        termsOfUse: { useInStore: true, useOnline: true },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        deletedAt: null,
      },
    });
  });

  it('warns (and still saves) when validity is under 3 years without a discount (ACCC)', async () => {
    const res = await add(desk, 'add', { discount: null, validity: 365 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ warning: ACCC_WARNING, data: { discount: 0, actualValue: 50 } });
    expect((await add(desk, 'add', { discount: 5, validity: 365 })).json().warning).toBeUndefined();
    expect((await add(desk, 'add', { discount: null, validity: null })).json().warning).toBeUndefined();
  });

  it('refuses a discount of 0, which counts as missing: no discount is sent as null', async () => {
    for (const discount of [0, '0', '0.00']) {
      const res = await add(desk, 'add', { discount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: FORM_MESSAGES.discount });
    }
  });

  it('edits drafts only; publish moves Draft → Published; delete ends either', async () => {
    const draft = (await add(desk, 'add')).json().data as Template;
    const updated = await call(
      t.app,
      desk.owner,
      '/business/giftcard/update',
      form({ id: draft.id, amount: 60 }),
    );
    expect(updated.json()).toMatchObject({ message: GIFT_CARD_MESSAGES.updated, data: { actualValue: 54 } });
    const published = await call(t.app, desk.owner, '/business/giftcard/publish', { id: draft.id });
    expect(published.json()).toMatchObject({ data: { status: 'Published' } });
    const again = await call(t.app, desk.owner, '/business/giftcard/publish', { id: draft.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: GIFT_CARD_MESSAGES.alreadyPublished });
    const edit = await call(t.app, desk.owner, '/business/giftcard/update', form({ id: draft.id }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ error: GIFT_CARD_MESSAGES.onlyDraftEditable });
    const deleted = await call(t.app, desk.owner, '/business/giftcard/delete', { id: draft.id });
    expect(deleted.json()).toMatchObject({ data: { status: 'Deleted', deletedAt: expect.any(String) } });
    const twice = await call(t.app, desk.owner, '/business/giftcard/delete', { id: draft.id });
    expect(twice.json()).toEqual({ error: GIFT_CARD_MESSAGES.alreadyDeleted });
    const republish = await call(t.app, desk.owner, '/business/giftcard/publish', { id: draft.id });
    expect(republish.json()).toEqual({ error: GIFT_CARD_MESSAGES.deletedIsReadOnly });
    const missing = await call(t.app, desk.owner, '/business/giftcard/delete', { id: 'nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('lists by status with paging, Active (Draft + Published) by default', async () => {
    const list = (body: object) => call(t.app, desk.staff, '/staff/giftcard/list', body);
    const active = (await list({ offset: 0, limit: 100 })).json().data;
    expect(active.totalItems.every((g: Template) => g.status !== 'Deleted')).toBe(true);
    expect(active.totalCount).toBe(active.totalItems.length);
    const past = (await list({ status: ['Deleted'] })).json().data;
    expect(past.totalCount).toBe(1);
    const page = (await list({ offset: 1, limit: 2, status: ['Draft', 'Published'] })).json().data;
    expect(page.totalItems).toHaveLength(2);
    expect(page.totalItems[0].id).toBe(active.totalItems[1].id);
  });
});

describe('plan limit: 5 published gift cards on FREE', () => {
  it('refuses the 6th with a clear message, through publish and addandpublish alike', async () => {
    const desk = await openDesk(t, t.db);
    for (let i = 0; i < 5; i++) expect((await add(desk, 'addandpublish')).statusCode).toBe(200);
    const sixth = await add(desk, 'addandpublish');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: GIFT_CARD_MESSAGES.planLimit(5) });
    // It names the limit and says that upgrading lifts it.
    expect(GIFT_CARD_MESSAGES.planLimit(5)).toBe(
      'Your plan allows 5 published gift cards. Upgrade your plan to publish more, or delete a published gift card first.',
    );
    const draft = (await add(desk, 'add')).json().data as Template;
    const publish = await call(t.app, desk.owner, '/business/giftcard/publish', { id: draft.id });
    expect(publish.json()).toEqual({ error: GIFT_CARD_MESSAGES.planLimit(5) });
  });

  it('holds under concurrent publishing: never more than 5', async () => {
    const desk = await openDesk(t, t.db);
    for (let i = 0; i < 3; i++) await add(desk, 'addandpublish');
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(desk, 'addandpublish')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const listed = await call(t.app, desk.owner, '/business/giftcard/list', { status: ['Published'] });
    expect(listed.json().data.totalCount).toBe(5);
  });

  it('a deleted card frees a place', async () => {
    const desk = await openDesk(t, t.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await add(desk, 'addandpublish')).json().data as Template).id);
    await call(t.app, desk.owner, '/business/giftcard/delete', { id: ids[0] });
    expect((await add(desk, 'addandpublish')).statusCode).toBe(200);
  });
});

describe('selling', () => {
  it('only published cards sell; sold cards keep their value after the template is deleted', async () => {
    const desk = await openDesk(t, t.db);
    const member = await newMember(t);
    const draft = (await add(desk, 'add', { amount: 25, discount: 20, validity: 1 })).json().data as Template;
    const refused = await call(t.app, desk.staff, '/staff/giftcard/sell', {
      cartItems: [{ id: draft.id }],
      customerId: member.memberId,
      ...desk.place,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: GIFT_CARD_MESSAGES.notOnSale });

    await call(t.app, desk.owner, '/business/giftcard/publish', { id: draft.id });
    const sold = await sell(t.app, desk, member.memberId, draft.id);
    expect(sold.data).toMatchObject({ gcBalance: 25 });
    expect(sold).toMatchObject({
      message: 'Giftcard sold successfully!',
      data: { faceValue: 25, pricePaid: 20 },
    });
    await call(t.app, desk.owner, '/business/giftcard/delete', { id: draft.id });
    const details = await call(t.app, desk.staff, '/staff/customer/details', { customerId: member.memberId });
    expect(details.json().gcBalance).toBe(25);
    const listed = await call(t.app, desk.owner, '/business/giftcard/list', { status: ['Deleted'] });
    expect(listed.json().data.totalItems[0]).toMatchObject({ id: draft.id, soldNumber: 1 });

    // Expired cards count for nothing: a day after the sale the balance is gone from the total.
    t.clock.advance(24 * 60 * 60_000);
    const later = await call(t.app, desk.staff, '/staff/customer/details', { customerId: member.memberId });
    expect(later.json().gcBalance).toBe(0);
  });

  it('needs exactly one cart item', async () => {
    const desk = await openDesk(t, t.db);
    const member = await newMember(t);
    const res = await call(t.app, desk.staff, '/staff/giftcard/sell', {
      cartItems: [],
      customerId: member.memberId,
      ...desk.place,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Choose one gift card to sell' });
  });
});
