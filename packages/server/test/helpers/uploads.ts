import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, type GalleryImage } from '../../src/contract.js';
import { encodePng } from '../../src/demo/png.js';
import { API } from './flows.js';
import type { Desk } from './front-desk.js';

/** A file part: its bytes, the name a browser would send and the type it would declare. */
export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  type?: string;
}

/** A multipart body made by the platform's own FormData, exactly as a browser encodes a form. */
export async function multipartBody(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? '' }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** POSTs a multipart form to an API path with a bearer token. */
export async function upload(
  app: FastifyInstance,
  token: string,
  path: string,
  fields: Record<string, string | FilePart>,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}

/** A real 8×8 PNG; `shade` makes each one different. */
export function pngBytes(shade = 0): Buffer {
  return encodePng(8, 8, (x, y) => [shade % 256, x * 30, y * 30]);
}

export const png = (shade = 0, filename = 'photo.png'): FilePart => ({
  bytes: pngBytes(shade),
  filename,
  type: 'image/png',
});

/** The first bytes of each other accepted type: what decides the type, not yet whether it is an image. */
export const IMAGE_HEADERS = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0')]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
};

/** A PNG chunk as the format lays it out: length, type, data, and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header claiming `width` × `height` RGB pixels, then `rest`: a few compressed
 * zeros by default, far too few for the pixels claimed (a decompression bomb's shape).
 */
export function pngClaiming(width: number, height: number, rest?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no interlace
  return Buffer.concat([
    pngBytes().subarray(0, 8),
    pngChunk('IHDR', header),
    rest ??
      Buffer.concat([pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]),
  ]);
}

/**
 * A GIF of `frames` frames of `width` × `height` whose image data is only a clear code and an end
 * code: valid in structure, so a decoder counts the frames from the header without any pixels.
 */
export function gifClaiming(width: number, height: number, frames: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  const screen = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    size,
    Buffer.from([0x80, 0, 0]),
    Buffer.alloc(6),
  ]);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0]);
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]), // 100 ms
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size,
    Buffer.from([0x00, 0x02, 0x01, 0x2c, 0x00]), // LZW size 2: clear (4), end (5)
  ]);
  return Buffer.concat([screen, loop, ...Array<Buffer>(frames).fill(frame), Buffer.from(';', 'latin1')]);
}

type Rgb = readonly [number, number, number];

/**
 * A real picture in an accepted type, drawn by sharp: one frame per colour (an animated GIF or
 * WebP shows them for 100, 200, 300 ms …, looping for ever).
 */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  { width = 24, height = 16, colours = [[200, 40, 40]] as Rgb[] } = {},
): Promise<Buffer> {
  const pixels = Buffer.concat(
    colours.map((rgb) =>
      Buffer.from(
        Array<Rgb>(width * height)
          .fill(rgb)
          .flat(),
      ),
    ),
  );
  const raw = { width, height: height * colours.length, channels: 3 as const, pageHeight: height };
  const delay = colours.map((_, i) => (i + 1) * 100);
  const image = sharp(pixels, { raw });
  if (format === 'gif') return image.gif({ delay, loop: 0 }).toBuffer();
  if (format === 'webp') return image.webp({ delay, loop: 0, lossless: true }).toBuffer();
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

/** What a polyglot file carries for a browser that would read it as a page. */
export const SCRIPT = '<script>alert(document.cookie)</script>';

/** A real GIF with a script after its end: it decodes, but its bytes must never be served. */
export async function gifWithScript(): Promise<FilePart> {
  const bytes = Buffer.concat([await imageBytes('gif'), Buffer.from(SCRIPT)]);
  return { bytes, filename: 'animation.gif', type: 'image/gif' };
}

/** The refused kinds of file the issue names. */
export const BAD_FILES = {
  textNamedPng: {
    bytes: Buffer.from('This is a text file, not a picture.\n'),
    filename: 'holiday.png',
    type: 'image/png',
  },
  svgWithScript: {
    bytes: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    ),
    filename: 'logo.svg',
    type: 'image/svg+xml',
  },
  /** A PNG's signature and header, then a web page: right first bytes, no picture. */
  pngThenHtml: {
    bytes: pngClaiming(8, 8, Buffer.from(`<html>${SCRIPT}</html>`)),
    filename: 'photo.png',
    type: 'image/png',
  },
  /** 65535 × 65535 pixels claimed (4.3 gigapixels, 17 GB decoded) in under 100 bytes. */
  decompressionBomb: { bytes: pngClaiming(65535, 65535), filename: 'bomb.png', type: 'image/png' },
  /** A PNG by its first bytes, one byte over 5 MB. */
  overFiveMegabytes: {
    bytes: Buffer.concat([pngBytes(), Buffer.alloc(MAX_IMAGE_BYTES + 1 - pngBytes().length)]),
    filename: 'huge.png',
    type: 'image/png',
  },
} satisfies Record<string, FilePart>;

/** Uploads a PNG to the desk's gallery; returns the new image and its URL. */
export async function addGalleryImage(
  app: FastifyInstance,
  desk: Desk,
  title = 'Photo',
  shade = 0,
): Promise<GalleryImage & { url: string }> {
  const res = await upload(app, desk.owner, '/business/gallary/image/upload', {
    imageName: title,
    image: png(shade),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const image = (res.json() as { data: GalleryImage }).data;
  return { ...image, url: `/uploads/${image.name}` };
}
