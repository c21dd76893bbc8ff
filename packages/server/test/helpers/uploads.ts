import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/** The first bytes of each other accepted type: the server looks no further. */
export const IMAGE_HEADERS = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0')]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
};

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
