import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_PIXELS } from '../../src/contract.js';
import { DomainError } from '../../src/domain/errors.js';
import { detectImageType } from '../../src/domain/images/image-type.js';
import { storedNameOfUrl } from '../../src/domain/images/image-urls.js';
import { checkImage } from '../../src/domain/images/stored-images.js';
import {
  BAD_FILES,
  gifClaiming,
  gifWithScript,
  IMAGE_HEADERS,
  imageBytes,
  pngBytes,
  pngClaiming,
  SCRIPT,
} from '../helpers/uploads.js';

const check = (bytes: Uint8Array) => checkImage(new Blob([new Uint8Array(bytes)]));

/** The refusal `checkImage` throws, as its kind and text. */
async function refusalOf(bytes: Uint8Array) {
  const error = await check(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { kind: (error as DomainError).kind, message: (error as DomainError).message };
}

const notAnImage = { kind: 'unsupported-media-type', message: IMAGE_MESSAGES.notAnImage };
const tooManyPixels = { kind: 'too-large', message: IMAGE_MESSAGES.tooManyPixels };

describe('checkImage: decoded, within the pixel limit, and kept as its own re-encoding', () => {
  it('refuses a PNG signature and header followed by a web page', async () => {
    expect(await refusalOf(BAD_FILES.pngThenHtml.bytes)).toEqual(notAnImage);
  });

  it('keeps a GIF with a script appended as a re-encoded GIF that carries no script', async () => {
    const { bytes } = await gifWithScript();
    const image = await check(bytes);
    expect(image.type.contentType).toBe('image/gif');
    expect(image.bytes.includes(SCRIPT)).toBe(false);
    expect((await sharp(image.bytes).metadata()).format).toBe('gif');
  });

  it('refuses a PNG claiming 65535 × 65535 from its header, without decoding a pixel', async () => {
    // Its pixel data is 1 kB of zeros, far too little: decoding it would fail as "not an image",
    // so the pixel refusal shows that the header alone was read.
    expect(await refusalOf(BAD_FILES.decompressionBomb.bytes)).toEqual(tooManyPixels);
  });

  it(`accepts ${MAX_IMAGE_PIXELS / 1e6} megapixels and refuses one row more`, async () => {
    const [width, height] = [8000, MAX_IMAGE_PIXELS / 8000];
    const largest = await sharp({ create: { width, height, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const image = await check(largest);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width, height });
    expect(await refusalOf(pngClaiming(width, height + 1))).toEqual(tooManyPixels);
  });

  it('counts every frame of an animation: three frames of 16 megapixels are refused', async () => {
    expect(await refusalOf(gifClaiming(4000, 4000, 3))).toEqual(tooManyPixels);
  });

  it('keeps an animated GIF and an animated WebP animated, with their timing and looping', async () => {
    const colours = [
      [200, 40, 40],
      [40, 200, 40],
      [40, 40, 200],
    ] as const;
    for (const format of ['gif', 'webp'] as const) {
      const image = await check(await imageBytes(format, { colours: [...colours] }));
      expect(await sharp(image.bytes).metadata()).toMatchObject({
        format,
        pages: 3,
        delay: [100, 200, 300],
        loop: 0,
      });
    }
  });

  it("drops a phone photo's EXIF (camera, GPS) and turns it upright as its orientation said", async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#369' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhonyPhone' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 52/1 4/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '151/1 12/1 26/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await check(photo);
    const kept = await sharp(image.bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(image.bytes.includes('PhonyPhone')).toBe(false);
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'keeps a %s as the same picture in the same type',
    async (format) => {
      const sent = await imageBytes(format);
      const image = await check(sent);
      expect(image.type.contentType).toBe(`image/${format}`);
      const kept = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(kept.info).toMatchObject({ format: 'raw', width: 24, height: 16 });
      // A lossy format may move a colour by a few levels; the picture stays the same colour.
      const [r = 0, g = 0, b = 0] = kept.data;
      expect([r, g, b].map((v, i) => Math.abs(v - [200, 40, 40][i]!))).toSatisfy((d: number[]) =>
        d.every((x) => x <= 8),
      );
    },
  );

  it('re-encodes pictures that arrive together in turn, and one that fails holds up none', async () => {
    const [jpeg, gif] = await Promise.all([imageBytes('jpeg'), imageBytes('gif')]);
    // Its header is whole, so it fails only when its pixels are decoded, in its turn.
    const cut = pngBytes().subarray(0, 60);
    const [refused, first, second] = await Promise.all([refusalOf(cut), check(jpeg), check(gif)]);
    expect(refused).toEqual(notAnImage);
    expect([first.type.contentType, second.type.contentType]).toEqual(['image/jpeg', 'image/gif']);
  });

  it.each([
    ['a JPEG header alone', IMAGE_HEADERS.jpeg],
    ['a WebP header alone', IMAGE_HEADERS.webp],
    ['a GIF header alone', IMAGE_HEADERS.gif],
    ['a PNG cut in half', pngBytes().subarray(0, pngBytes().length / 2)],
  ])('refuses %s', async (_, bytes) => {
    expect(await refusalOf(bytes)).toEqual(notAnImage);
  });
});

describe('detectImageType: by the first bytes only', () => {
  it.each([
    ['png', pngBytes(), 'image/png'],
    ['jpeg', IMAGE_HEADERS.jpeg, 'image/jpeg'],
    ['webp', IMAGE_HEADERS.webp, 'image/webp'],
    ['gif', IMAGE_HEADERS.gif, 'image/gif'],
    ['GIF87a', Buffer.from('GIF87a......', 'latin1'), 'image/gif'],
  ])('knows %s', (_, bytes, type) => {
    expect(detectImageType(bytes)?.contentType).toBe(type);
  });

  it.each([
    ['a text file named .png', BAD_FILES.textNamedPng.bytes],
    ['an SVG', BAD_FILES.svgWithScript.bytes],
    ['a RIFF that is not WebP (a WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', pngBytes().subarray(0, 7)],
    ['nothing', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
  ])('refuses %s', (_, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});

describe('storedNameOfUrl: only our own /uploads URLs', () => {
  const name = '0b5f6a52-3d1e-4c8e-9a61-5e0f2b7c9d10.png';
  it.each([
    [`/uploads/${name}`, 'shop.example', name],
    [`https://shop.example/uploads/${name}`, 'shop.example', name],
    [`https://shop.example:443/uploads/${name}`, 'shop.example', name],
    [`http://localhost:8080/uploads/${name}`, 'localhost:8080', name],
    [`http://localhost/uploads/${name}`, 'localhost:80', name],
    [`https://elsewhere.example/uploads/${name}`, 'shop.example', undefined],
    [`//elsewhere.example/uploads/${name}`, 'shop.example', undefined],
    [`/uploads/${name}?v=2`, 'shop.example', undefined],
    [`/uploads/../uploads/${name}`, 'shop.example', name],
    ['/uploads/not-a-name.png', 'shop.example', undefined],
    [`/api/v2/uploads/${name}`, 'shop.example', undefined],
    ['javascript:alert(1)', 'shop.example', undefined],
    [`/uploads/${name}`, '', name],
  ])('%s on %s → %s', (url, host, expected) => {
    expect(storedNameOfUrl(url, host)).toBe(expected);
  });
});
