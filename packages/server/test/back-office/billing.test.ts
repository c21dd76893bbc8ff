import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';
import { call, newMember, openDesk, type Desk } from '../helpers/front-desk.js';

const t = setUpTestApp();
let desk: Desk;

beforeAll(async () => {
  desk = await openDesk(t, t.db);
});

const FREE = {
  planName: 'FREE',
  giftcardCommissionRate: 0,
  gallerySize: 50,
  publishedOffers: 3,
  stores: 5,
  publishedGiftcards: 5,
};

describe('GET /{business,staff}/billingplan/details', () => {
  it('gives the FREE plan and its limits to the owner and to staff', async () => {
    for (const [token, path] of [
      [desk.owner, '/business/billingplan/details'],
      [desk.staff, '/staff/billingplan/details'],
    ] as const) {
      const res = await call(t.app, token, path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: FREE });
    }
  });

  it('needs a back-office caller of the path’s role', async () => {
    expect((await call(t.app, desk.staff, '/business/billingplan/details')).statusCode).toBe(403);
    expect((await call(t.app, desk.owner, '/staff/billingplan/details')).statusCode).toBe(403);
    const member = await newMember(t);
    expect((await call(t.app, member.token, '/business/billingplan/details')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/business/billingplan/details` });
    expect(anonymous.statusCode).toBe(401);
  });
});
