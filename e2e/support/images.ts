import { randomBytes } from 'node:crypto';
import { uploadGalleryImage } from '@countertop/api';
import { PNG } from 'pngjs';
import { api, type Caller } from './api';

type Rgb = readonly [number, number, number];

/** An opaque PNG drawn by `pixel(x, y)`, made here so that nothing is downloaded. */
function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const image = new PNG({ width, height });
  const rgba = (i: number) => [...pixel(i % width, Math.floor(i / width)), 255];
  image.data.set(Array.from({ length: width * height }, (_, i) => rgba(i)).flat());
  return PNG.sync.write(image, { colorType: 2 });
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
  const bytes = randomBytes(side * side * 3);
  let at = 0;
  const next = () => bytes[at++] ?? 0;
  return png(side, side, () => [next(), next(), next()]);
}

/** Uploads an image to the owner's gallery through the API; returns its URL as offers use it. */
export async function uploadImage(owner: Caller, title: string, bytes: Buffer = swatch([40, 90, 160])) {
  const image = new File([new Uint8Array(bytes)], `${title}.png`, { type: 'image/png' });
  const { data } = await api(owner).call(uploadGalleryImage, { image, imageName: title });
  return `/uploads/${data.name}`;
}
