import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, type BusinessInfo } from '../../src/contract.js';
import { storedImages } from '../../src/db/schema/index.js';
import { PROFILE_MESSAGES } from '../../src/endpoints/back-office/profile/messages.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { call, openDesk, type Desk } from '../helpers/front-desk.js';
import sharp from 'sharp';
import { BAD_FILES, imageBytes, png, pngBytes, upload, type FilePart } from '../helpers/uploads.js';

const t = setUpTestApp();
let desk: Desk;
let other: Desk;

beforeAll(async () => {
  [desk, other] = await Promise.all([openDesk(t, t.db), openDesk(t, t.db)]);
});

async function logoOf(d: Desk): Promise<string | null> {
  const res = await call(t.app, d.owner, '/business/business-info/details');
  return (res.json() as { data: BusinessInfo }).data.logo;
}

async function storedCount(d: Desk) {
  return (await t.db.select().from(storedImages).where(eq(storedImages.businessId, d.business.id))).length;
}

describe('POST /business/logo/upload and /business/logo', () => {
  it('stores the logo, answers its URL, and business-info details gives the same URL', async () => {
    expect(await logoOf(desk)).toBeNull();
    const bytes = pngBytes(40);
    const res = await upload(t.app, desk.owner, '/business/logo/upload', {
      logo: { bytes, filename: 'logo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; logoContextURL: string };
    expect(body).toEqual({
      message: PROFILE_MESSAGES.logoSaved,
      logoContextURL: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
    });
    expect(await logoOf(desk)).toBe(body.logoContextURL);
    const served = await t.app.inject({ method: 'GET', url: body.logoContextURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The server's own encoding of the same pixels.
    const [sent, kept] = await Promise.all([bytes, served.rawPayload].map((b) => sharp(b).raw().toBuffer()));
    expect(kept?.equals(sent!)).toBe(true);
    expect(await logoOf(other)).toBeNull();
  });

  it('at the short path too: a new URL each time, and the old logo is gone', async () => {
    const first = (await upload(t.app, desk.owner, '/business/logo', { logo: png(1) })).json().logoContextURL;
    const res = await upload(t.app, desk.owner, '/business/logo', {
      logo: { bytes: await imageBytes('gif'), filename: 'logo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const second = res.json().logoContextURL as string;
    expect(second).toMatch(/\.gif$/);
    expect(second).not.toBe(first);
    expect(await logoOf(desk)).toBe(second);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(await storedCount(desk)).toBe(1);
  });

  it.each<[string, FilePart, number, string]>([
    ['a text file named .png', BAD_FILES.textNamedPng, 415, IMAGE_MESSAGES.notAnImage],
    ['an SVG with a script', BAD_FILES.svgWithScript, 415, IMAGE_MESSAGES.notAnImage],
    ['a PNG header followed by a web page', BAD_FILES.pngThenHtml, 415, IMAGE_MESSAGES.notAnImage],
    ['a PNG claiming 65535 × 65535 pixels', BAD_FILES.decompressionBomb, 413, IMAGE_MESSAGES.tooManyPixels],
    ['5 MB + 1 byte', BAD_FILES.overFiveMegabytes, 413, IMAGE_MESSAGES.tooLarge],
  ])('refuses %s and keeps the logo it had', async (_, file, status, text) => {
    const before = await logoOf(desk);
    const res = await upload(t.app, desk.owner, '/business/logo/upload', { logo: file });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: text });
    expect(await logoOf(desk)).toBe(before);
    expect(await storedCount(desk)).toBe(1);
  });

  it('refuses a form without the logo field (the gallery’s field name is not read)', async () => {
    const res = await upload(t.app, desk.owner, '/business/logo/upload', { image: png() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMAGE_MESSAGES.file });
  });

  it('is for owners only', async () => {
    for (const path of ['/business/logo/upload', '/business/logo']) {
      expect((await upload(t.app, desk.staff, path, { logo: png() })).statusCode).toBe(403);
    }
  });
});
