import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES as FORM_MESSAGES, type Offer } from '../../src/contract.js';
import { offers } from '../../src/db/schema/index.js';
import { endOfDay } from '../../src/domain/places/business-time-zone.js';
import { OFFER_MESSAGES } from '../../src/endpoints/back-office/offers/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { call, openDesk, type Desk } from '../helpers/front-desk.js';
import { addGalleryImage, upload, png } from '../helpers/uploads.js';

const t = setUpTestApp();
const DAY = 24 * 60 * 60_000;
let desk: Desk;
let other: Desk;
let photos: { url: string; name: string }[];
let theirPhoto: string;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
  photos = [await addGalleryImage(t.app, desk, 'Cake'), await addGalleryImage(t.app, desk, 'Tea', 1)];
  theirPhoto = (await addGalleryImage(t.app, other, 'Theirs', 2)).url;
});

/** An instant `days` from the test clock's now. */
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cake Tuesday',
  description: 'A free slice of cake with any two coffees.',
  expiryDate: inDays(30),
  offerImages: photos.map((p) => p.url),
  ...overrides,
});

async function offerCount(d: Desk) {
  const [row] = await t.db.select({ n: count() }).from(offers).where(eq(offers.businessId, d.business.id));
  return row?.n ?? 0;
}

function send(d: Desk, path: string, body: object) {
  return call(t.app, d.owner, `/business/offer/${path}`, body);
}

async function added(d: Desk, path: 'add' | 'addandpublish', overrides: Record<string, unknown> = {}) {
  const res = await send(d, path, form(overrides));
  if (res.statusCode !== 200) throw new Error(`${path} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Offer }).data;
}

/** Today's calendar day in Sydney (the test stores are in NSW). */
function sydneyDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(at);
}

describe('POST /business/offer/add and /details', () => {
  it('saves a draft with two gallery images, and details gives it back as saved', async () => {
    const res = await send(desk, 'add', form());
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json() as { message: string; data: Offer };
    expect(message).toBe(OFFER_MESSAGES.saved);
    expect(data).toEqual({
      id: expect.any(String),
      title: 'Cake Tuesday',
      description: 'A free slice of cake with any two coffees.',
      expiryDate: form().expiryDate,
      status: 'Draft',
      images: photos.map((p) => p.url),
      isExpired: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publishedAt: null,
      deletedAt: null,
    });
    const details = await send(desk, 'details', { offerId: data.id });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ data });
    for (const url of data.images) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('reads a calendar day as the end of that day where the business is, so today is still allowed', async () => {
    const today = sydneyDay(t.clock.now());
    const offer = await added(desk, 'add', { expiryDate: today });
    expect(offer.expiryDate).toBe(endOfDay(today, 'Australia/Sydney').toISOString());
    expect(sydneyDay(new Date(offer.expiryDate))).toBe(today);
    const yesterday = sydneyDay(new Date(t.clock.now().getTime() - DAY));
    const res = await send(desk, 'add', form({ expiryDate: yesterday }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: FORM_MESSAGES.expiryPast });
  });

  it('accepts the business’s own image as an absolute URL on its host, and keeps repeats once', async () => {
    const absolute = `http://localhost:80${photos[0]?.url}`;
    const offer = await added(desk, 'add', { offerImages: [absolute, photos[0]?.url, photos[1]?.url] });
    expect(offer.images).toEqual(photos.map((p) => p.url));
    expect((await added(desk, 'add', { offerImages: [] })).images).toEqual([]);
    expect((await added(desk, 'add', { offerImages: undefined })).images).toEqual([]);
  });

  // Overrides are made when the test runs: the clock exists only then.
  it.each<[string, () => Record<string, unknown>, string]>([
    ['no title', () => ({ title: undefined }), FORM_MESSAGES.title],
    ['a blank title', () => ({ title: '  ' }), FORM_MESSAGES.title],
    ['a title that is a number', () => ({ title: 42 }), FORM_MESSAGES.title],
    ['no description', () => ({ description: '' }), FORM_MESSAGES.description],
    ['no expiry date', () => ({ expiryDate: undefined }), FORM_MESSAGES.expiryRequired],
    ['a date that is not one', () => ({ expiryDate: '2026-02-30' }), FORM_MESSAGES.expiryInvalid],
    ['a time without its offset', () => ({ expiryDate: '2099-01-01T10:00:00' }), FORM_MESSAGES.expiryInvalid],
    ['an expiry in the past', () => ({ expiryDate: inDays(-1) }), FORM_MESSAGES.expiryPast],
    ['an expiry of right now', () => ({ expiryDate: inDays(0) }), FORM_MESSAGES.expiryPast],
    ['images that are not a list', () => ({ offerImages: 'cake.png' }), FORM_MESSAGES.images],
    [
      'an outside image URL',
      () => ({ offerImages: ['https://evil.example/uploads/x.png'] }),
      OFFER_MESSAGES.imagesNotInGallery,
    ],
    [
      'another host with our path',
      () => ({ offerImages: ['https://evil.example/uploads/00000000-0000-4000-8000-000000000000.png'] }),
      OFFER_MESSAGES.imagesNotInGallery,
    ],
    [
      'an image that was never stored',
      () => ({ offerImages: ['/uploads/00000000-0000-4000-8000-000000000000.png'] }),
      OFFER_MESSAGES.imagesNotInGallery,
    ],
    [
      '11 images',
      () => ({ offerImages: Array.from({ length: 11 }, () => '/uploads/a.png') }),
      FORM_MESSAGES.tooManyImages,
    ],
  ])('refuses %s with 400 and the form’s text, and saves nothing', async (_, overrides, text) => {
    const before = await offerCount(desk);
    for (const path of ['add', 'addandpublish']) {
      const res = await send(desk, path, form(overrides()));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: text });
    }
    expect(await offerCount(desk)).toBe(before);
  });

  it('refuses another business’s gallery image and a logo (not a gallery image)', async () => {
    const logo = await upload(t.app, desk.owner, '/business/logo/upload', { logo: png(9) });
    const logoUrl = (logo.json() as { logoContextURL: string }).logoContextURL;
    for (const url of [theirPhoto, logoUrl]) {
      const res = await send(desk, 'add', form({ offerImages: [photos[0]?.url, url] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: OFFER_MESSAGES.imagesNotInGallery });
    }
  });
});

describe('the offer lifecycle: update, publish, delete', () => {
  it('edits drafts only; publish moves Draft → Published; delete ends either', async () => {
    const draft = await added(desk, 'add');
    const updated = await send(desk, 'update', {
      offerId: draft.id,
      ...form({ title: 'Cake Wednesday', offerImages: [photos[1]?.url] }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: OFFER_MESSAGES.updated,
      data: { id: draft.id, title: 'Cake Wednesday', images: [photos[1]?.url], status: 'Draft' },
    });
    const badUpdate = await send(desk, 'update', { offerId: draft.id, ...form({ expiryDate: inDays(-2) }) });
    expect(badUpdate.statusCode).toBe(400);
    expect((await send(desk, 'details', { offerId: draft.id })).json().data.title).toBe('Cake Wednesday');

    const published = await send(desk, 'publish', { offerId: draft.id });
    expect(published.json()).toMatchObject({
      message: OFFER_MESSAGES.published,
      data: { status: 'Published', publishedAt: expect.any(String) },
    });
    const again = await send(desk, 'publish', { offerId: draft.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: OFFER_MESSAGES.alreadyPublished });
    const edit = await send(desk, 'update', { offerId: draft.id, ...form() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ error: OFFER_MESSAGES.onlyDraftEditable });

    const deleted = await send(desk, 'delete', { offerId: draft.id });
    expect(deleted.json()).toMatchObject({
      message: OFFER_MESSAGES.deleted,
      data: { status: 'Deleted', deletedAt: expect.any(String) },
    });
    expect((await send(desk, 'delete', { offerId: draft.id })).json()).toEqual({
      error: OFFER_MESSAGES.alreadyDeleted,
    });
    expect((await send(desk, 'publish', { offerId: draft.id })).json()).toEqual({
      error: OFFER_MESSAGES.deletedIsReadOnly,
    });
    expect((await send(desk, 'update', { offerId: draft.id, ...form() })).json()).toEqual({
      error: OFFER_MESSAGES.deletedIsReadOnly,
    });
  });

  it('answers 404 for another business’s offer or an unknown id, and 400 without an id', async () => {
    const theirs = await added(other, 'add', { offerImages: [theirPhoto] });
    for (const [path, body] of [
      ['details', { offerId: theirs.id }],
      ['publish', { offerId: theirs.id }],
      ['delete', { offerId: theirs.id }],
      ['update', { offerId: theirs.id, ...form() }],
      ['details', { offerId: 'not-an-id' }],
      ['delete', { offerId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const res = await send(desk, path, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: OFFER_MESSAGES.notFound });
    }
    expect((await send(other, 'details', { offerId: theirs.id })).json().data.status).toBe('Draft');
    const missing = await send(desk, 'details', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: FORM_MESSAGES.offerId });
  });

  it('is for owners only: staff get 403 on every offer path', async () => {
    for (const path of ['add', 'addandpublish', 'update', 'publish', 'delete', 'details', 'list']) {
      const res = await call(t.app, desk.staff, `/business/offer/${path}`, form());
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /business/offer/list', () => {
  it('lists by status, newest first, with paging; Active (Draft + Published) by default', async () => {
    const d = await openDesk(t, t.db);
    const image = await addGalleryImage(t.app, d, 'List');
    const make = async (title: string, publish: boolean) => {
      const offer = await added(d, publish ? 'addandpublish' : 'add', { title, offerImages: [image.url] });
      t.clock.advance(1_000);
      return offer;
    };
    await make('One', false);
    await make('Two', true);
    const three = await make('Three', false);
    await send(d, 'delete', { offerId: three.id });
    const list = (body: object) => send(d, 'list', body);
    const active = (await list({ offset: 0, limit: 10 })).json();
    expect(active.offerList.map((o: Offer) => o.title)).toEqual(['Two', 'One']);
    expect(active.totalCount).toBe(2);
    const past = (await list({ status: ['Deleted'] })).json();
    expect(past.offerList.map((o: Offer) => o.title)).toEqual(['Three']);
    const page = (await list({ offset: 1, limit: 1, status: ['Draft', 'Published', 'Deleted'] })).json();
    expect(page).toMatchObject({ totalCount: 3, offerList: [{ title: 'Two' }] });
    expect((await list({ status: ['Expired'] })).statusCode).toBe(400);
    expect((await send(other, 'list', {})).json().offerList.some((o: Offer) => o.title === 'Two')).toBe(
      false,
    );
  });
});

describe('plan limit: 3 published offers on FREE', () => {
  it('refuses the 4th through addandpublish and publish, with a message naming the limit and the upgrade', async () => {
    const d = await openDesk(t, t.db);
    const image = await addGalleryImage(t.app, d);
    const body = { offerImages: [image.url] };
    for (let i = 0; i < 3; i++) await added(d, 'addandpublish', body);
    const fourth = await send(d, 'addandpublish', form(body));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: OFFER_MESSAGES.planLimit(3) });
    expect(OFFER_MESSAGES.planLimit(3)).toMatch(/^Your plan allows 3 published offers\. Upgrade your plan/);
    const draft = await added(d, 'add', body);
    const publish = await send(d, 'publish', { offerId: draft.id });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toEqual({ error: OFFER_MESSAGES.planLimit(3) });
    expect((await send(d, 'details', { offerId: draft.id })).json().data.status).toBe('Draft');
  });

  it('holds under concurrent publishing: never more than 3', async () => {
    const d = await openDesk(t, t.db);
    const image = await addGalleryImage(t.app, d);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(d, 'addandpublish', form({ offerImages: [image.url] }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect((await send(d, 'list', { status: ['Published'] })).json().totalCount).toBe(3);
  });
});

describe('the staff dashboard and expiry (moves the clock: last in this file)', () => {
  it('shows published, unexpired offers with their real image URLs; Expired is derived, never stored', async () => {
    const d = await openDesk(t, t.db);
    const [cake, tea] = [await addGalleryImage(t.app, d, 'Cake'), await addGalleryImage(t.app, d, 'Tea', 3)];
    const soon = await added(d, 'addandpublish', {
      title: 'Soon',
      expiryDate: inDays(2),
      offerImages: [cake.url, tea.url],
    });
    await added(d, 'addandpublish', { title: 'Later', expiryDate: inDays(20), offerImages: [tea.url] });
    await added(d, 'add', { title: 'Draft', offerImages: [] });
    const staffDashboard = async () =>
      (await call(t.app, d.staff, '/staff/getGCAndOffersForDashboard')).json() as {
        offersList: { title: string; images: string[] }[];
      };
    const before = await staffDashboard();
    expect(before.offersList.map((o) => [o.title, o.images])).toEqual([
      ['Soon', [cake.url, tea.url]],
      ['Later', [tea.url]],
    ]);
    for (const url of before.offersList.flatMap((o) => o.images)) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }

    // Two published and live; a third takes the last place.
    const third = await added(d, 'addandpublish', { title: 'Third', expiryDate: inDays(3), offerImages: [] });
    expect((await send(d, 'addandpublish', form({ offerImages: [] }))).statusCode).toBe(409);
    const waiting = await added(d, 'add', { title: 'Waiting', expiryDate: inDays(2.5), offerImages: [] });

    t.clock.advance(2 * DAY + 60_000);
    const after = await staffDashboard();
    expect(after.offersList.map((o) => o.title)).toEqual(['Third', 'Later']);
    const listed = (await send(d, 'details', { offerId: soon.id })).json().data as Offer;
    expect(listed).toMatchObject({ status: 'Published', isExpired: true });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, soon.id));
    expect(row?.status).toBe('Published');

    // (chosen) an expired published offer no longer takes a place under the plan's limit.
    const fourth = await send(d, 'publish', { offerId: waiting.id });
    expect(fourth.statusCode).toBe(200);
    expect(third.status).toBe('Published');

    // A draft whose expiry passed while it waited cannot be published.
    const stale = await added(d, 'add', { title: 'Stale', expiryDate: inDays(1), offerImages: [] });
    await send(d, 'delete', { offerId: waiting.id });
    t.clock.advance(DAY + 60_000);
    const late = await send(d, 'publish', { offerId: stale.id });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: FORM_MESSAGES.expiryPast });
  });
});
