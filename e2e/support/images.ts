import { deflateSync } from 'node:zlib';
import { uploadGalleryImage } from '@countertop/api';
import { api, type Caller } from './api';

type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// CRC-32 (IEEE), as every PNG chunk ends with one; node:zlib has crc32 only from Node 22.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real truecolour PNG drawn by `pixel(x, y)`, made here so that nothing is downloaded. */
export function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * rowLength + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small picture in one colour with a lighter stripe, so each upload is a different image. */
export function swatch([r, g, b]: Rgb): Buffer {
  return png(64, 48, (_x, y) => (y > 30 && y < 38 ? [255, 255, 255] : [r, g, b]));
}

/**
 * About `megabytes` of noise that deflate cannot shrink: an upload slow enough to watch on a
 * throttled connection, and still a real PNG.
 */
export function noise(megabytes: number): Buffer {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
  return png(side, side, () => [next(), next(), next()]);
}

/** Uploads an image to the owner's gallery through the API; returns its URL as offers use it. */
export async function uploadImage(owner: Caller, title: string, bytes: Buffer = swatch([40, 90, 160])) {
  const image = new File([new Uint8Array(bytes)], `${title}.png`, { type: 'image/png' });
  const { data } = await api(owner).call(uploadGalleryImage, { image, imageName: title });
  return `/uploads/${data.name}`;
}
