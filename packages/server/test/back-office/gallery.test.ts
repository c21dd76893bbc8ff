import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, type GalleryImage } from '../../src/contract.js';
import { galleryImages, storedImages } from '../../src/db/schema/index.js';
import { GALLERY_MESSAGES } from '../../src/endpoints/back-office/gallery/messages.js';
import { UPLOAD_MESSAGES } from '../../src/http/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';
import { call, openDesk, type Desk } from '../helpers/front-desk.js';
import sharp from 'sharp';
import {
  addGalleryImage,
  BAD_FILES,
  gifWithScript,
  imageBytes,
  multipartBody,
  png,
  pngBytes,
  SCRIPT,
  upload,
  type FilePart,
} from '../helpers/uploads.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

const UPLOAD = '/business/gallary/image/upload';

type Gallery = {
  images: GalleryImage[];
  basePath: string;
  totalCount: number;
  imageCount: number;
  limit: number;
};

async function gallery(d: Desk, body: object = { offset: 0, limit: 100 }): Promise<Gallery> {
  const res = await call(t.app, d.owner, '/business/gallary/image/list', body);
  expect(res.statusCode).toBe(200);
  return (res.json() as { gallery: Gallery }).gallery;
}

/** What the business holds: gallery rows and stored files. */
async function holdings(d: Desk) {
  const [[shown], [stored]] = await Promise.all([
    t.db.select({ n: count() }).from(galleryImages).where(eq(galleryImages.businessId, d.business.id)),
    t.db.select({ n: count() }).from(storedImages).where(eq(storedImages.businessId, d.business.id)),
  ]);
  return { shown: shown?.n, stored: stored?.n };
}

function fetchImage(url: string, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url });
}

describe('POST /business/gallary/image/upload', () => {
  it('stores a PNG under a generated name and serves it from /uploads with safe, long-lived headers', async () => {
    const bytes = pngBytes(7);
    const res = await upload(t.app, desk.owner, UPLOAD, {
      image: { bytes, filename: 'my shop front.png', type: 'image/png' },
      imageName: '  Shop front  ',
      category: 'Store',
    });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json() as { message: string; data: GalleryImage };
    expect(message).toBe(GALLERY_MESSAGES.uploaded);
    expect(data).toEqual({
      _id: expect.any(String),
      name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      title: 'Shop front',
      category: 'Store',
    });

    const listed = await gallery(desk);
    expect(listed.basePath).toBe('/uploads/');
    expect(listed.images[0]).toEqual(data);

    const served = await fetchImage(`${listed.basePath}${data.name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The server's own encoding of the same pixels.
    const [sent, kept] = await Promise.all([bytes, served.rawPayload].map((b) => sharp(b).raw().toBuffer()));
    expect(kept?.equals(sent!)).toBe(true);
    const head = await fetchImage(`/uploads/${data.name}`, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ] as const)(
    'accepts a %s by its bytes, whatever its name and declared type say',
    async (format, type, ext) => {
      const res = await upload(t.app, desk.owner, UPLOAD, {
        image: {
          bytes: await imageBytes(format),
          filename: 'misnamed.png',
          type: 'application/octet-stream',
        },
        imageName: `A ${ext}`,
      });
      expect(res.statusCode).toBe(200);
      const { name } = (res.json() as { data: GalleryImage }).data;
      expect(name.endsWith(`.${ext}`)).toBe(true);
      expect((await fetchImage(`/uploads/${name}`)).headers['content-type']).toBe(type);
    },
  );

  it('accepts an image of exactly 5 MB', async () => {
    const bytes = Buffer.concat([pngBytes(), Buffer.alloc(MAX_IMAGE_BYTES - pngBytes().length)]);
    const res = await upload(t.app, desk.owner, UPLOAD, {
      image: { bytes, filename: 'big.png' },
      imageName: 'Exactly five',
    });
    expect(res.statusCode).toBe(200);
  });

  it.each<[string, FilePart, number, string]>([
    ['a text file named .png', BAD_FILES.textNamedPng, 415, IMAGE_MESSAGES.notAnImage],
    ['an SVG with a script', BAD_FILES.svgWithScript, 415, IMAGE_MESSAGES.notAnImage],
    ['a PNG header followed by a web page', BAD_FILES.pngThenHtml, 415, IMAGE_MESSAGES.notAnImage],
    ['a PNG claiming 65535 × 65535 pixels', BAD_FILES.decompressionBomb, 413, IMAGE_MESSAGES.tooManyPixels],
    ['5 MB + 1 byte', BAD_FILES.overFiveMegabytes, 413, IMAGE_MESSAGES.tooLarge],
    ['an empty file', { bytes: Buffer.alloc(0), filename: 'empty.png' }, 400, IMAGE_MESSAGES.file],
  ])('refuses %s with the text the screen shows, and keeps nothing', async (_, file, status, text) => {
    const before = await holdings(desk);
    const res = await upload(t.app, desk.owner, UPLOAD, { image: file, imageName: 'Bad' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: text });
    expect(await holdings(desk)).toEqual(before);
  });

  it('keeps a GIF with a script appended, and serves only its re-encoded picture', async () => {
    const res = await upload(t.app, desk.owner, UPLOAD, {
      image: await gifWithScript(),
      imageName: 'Polyglot',
    });
    expect(res.statusCode).toBe(200);
    const served = await fetchImage(`/uploads/${(res.json() as { data: GalleryImage }).data.name}`);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.includes(SCRIPT)).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('gif');
  });

  it.each<[string, Record<string, string | FilePart>, string]>([
    ['no title', { image: png() }, IMAGE_MESSAGES.title],
    ['a blank title', { image: png(), imageName: '   ' }, IMAGE_MESSAGES.title],
    ['no file', { imageName: 'Nothing' }, IMAGE_MESSAGES.file],
    ['the file as a text field', { image: 'not a file', imageName: 'Text' }, IMAGE_MESSAGES.file],
    [
      'a title over 100 characters',
      { image: png(), imageName: 'x'.repeat(101) },
      'Image title can have at most 100 characters',
    ],
  ])('refuses a form with %s (400)', async (_, fields, text) => {
    const before = await holdings(desk);
    const res = await upload(t.app, desk.owner, UPLOAD, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: text });
    expect(await holdings(desk)).toEqual(before);
  });

  it('refuses a JSON body (415), two files, a cut-off upload and a missing boundary (400), never a 500', async () => {
    const json = await call(t.app, desk.owner, UPLOAD, {
      imageName: 'x',
      image: 'data:image/png;base64,AAAA',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: UPLOAD_MESSAGES.notMultipart });

    const form = new FormData();
    form.append('imageName', 'Two');
    form.append('image', new Blob([pngBytes()]), 'a.png');
    form.append('image', new Blob([pngBytes(1)]), 'b.png');
    const encoded = new Response(form);
    const two = await t.app.inject({
      method: 'POST',
      url: `${API}${UPLOAD}`,
      headers: {
        authorization: `Bearer ${desk.owner}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ error: UPLOAD_MESSAGES.oneFile });

    const { payload, contentType } = await multipartBody({ imageName: 'Cut', image: png() });
    const cut = await t.app.inject({
      method: 'POST',
      url: `${API}${UPLOAD}`,
      headers: { authorization: `Bearer ${desk.owner}`, 'content-type': contentType },
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ error: UPLOAD_MESSAGES.malformed });

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `${API}${UPLOAD}`,
      headers: { authorization: `Bearer ${desk.owner}`, 'content-type': 'multipart/form-data' },
      payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ error: UPLOAD_MESSAGES.malformed });
  });

  it('is for owners only: staff get 403 and nobody signed in 401, before anything is read', async () => {
    const staff = await upload(t.app, desk.staff, UPLOAD, { image: png(), imageName: 'Staff' });
    expect(staff.statusCode).toBe(403);
    const { payload, contentType } = await multipartBody({ image: png(), imageName: 'Anon' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API}${UPLOAD}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t.app, desk.staff, '/business/gallary/image/list', {})).statusCode).toBe(403);
  });
});

describe('GET /uploads/<name>', () => {
  it('answers 404 for a name that was never stored, or is not a stored name at all', async () => {
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/..%2Fpackage.json',
      '/uploads/anything.svg',
    ]) {
      const res = await fetchImage(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Image not found.' });
    }
  });
});

describe('POST /business/gallary/image/list', () => {
  let fresh: Desk;
  beforeAll(async () => {
    fresh = await openDesk(t, t.db);
    for (const title of ['Latte art', 'Croissant', 'LATTE menu', '100% Arabica']) {
      await addGalleryImage(t.app, fresh, title);
      t.clock.advance(1_000);
    }
  });

  it('lists the business’s own images, newest first, with paging and the (n/50) counts', async () => {
    const all = await gallery(fresh);
    expect(all.images.map((i) => i.title)).toEqual(['100% Arabica', 'LATTE menu', 'Croissant', 'Latte art']);
    expect(all).toMatchObject({ totalCount: 4, imageCount: 4, limit: 50 });
    const page = await gallery(fresh, { offset: 1, limit: 2 });
    expect(page.images.map((i) => i.title)).toEqual(['LATTE menu', 'Croissant']);
    expect(page.totalCount).toBe(4);
    const theirs = await gallery(other);
    expect(theirs.images.some((i) => all.images.some((mine) => mine._id === i._id))).toBe(false);
  });

  it('searches titles: contains, case-insensitive, with no wildcards', async () => {
    const latte = await gallery(fresh, { title: 'latte' });
    expect(latte.images.map((i) => i.title)).toEqual(['LATTE menu', 'Latte art']);
    expect(latte).toMatchObject({ totalCount: 2, imageCount: 4 });
    expect((await gallery(fresh, { title: '%' })).images.map((i) => i.title)).toEqual(['100% Arabica']);
    expect((await gallery(fresh, { title: '_' })).totalCount).toBe(0);
  });

  it('refuses a wrong type with 400', async () => {
    const res = await call(t.app, fresh.owner, '/business/gallary/image/list', { offset: 'first' });
    expect(res.statusCode).toBe(400);
  });
});

describe('plan limit: 50 gallery images on FREE', () => {
  it('refuses the 51st with a message naming the limit and the upgrade, and holds under concurrency', async () => {
    const full = await openDesk(t, t.db);
    for (let i = 0; i < 47; i++) await addGalleryImage(t.app, full, `Image ${i}`, i);
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        upload(t.app, full.owner, UPLOAD, { image: png(100 + i), imageName: `Race ${i}` }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = racing.filter((r) => r.statusCode !== 200);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ error: GALLERY_MESSAGES.planLimit(50) });
    }
    expect(GALLERY_MESSAGES.planLimit(50)).toBe(
      'Your plan allows 50 gallery images. Upgrade your plan to upload more images.',
    );
    expect(await holdings(full)).toEqual({ shown: 50, stored: 50 });
    expect(await gallery(full)).toMatchObject({ imageCount: 50, limit: 50 });
  });
});
