import type { ImageContentType } from '../../contract.js';

export interface ImageType {
  contentType: ImageContentType;
  /** The extension of its stored name. */
  extension: 'png' | 'jpg' | 'webp' | 'gif';
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** `null` matches any byte (WebP's RIFF header has the file size there). */
const SIGNATURES: { type: ImageType; bytes: (number | null)[] }[] = [
  {
    type: { contentType: 'image/png', extension: 'png' },
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { type: { contentType: 'image/jpeg', extension: 'jpg' }, bytes: [0xff, 0xd8, 0xff] },
  {
    type: { contentType: 'image/webp', extension: 'webp' },
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
  { type: { contentType: 'image/gif', extension: 'gif' }, bytes: ascii('GIF87a') },
  { type: { contentType: 'image/gif', extension: 'gif' }, bytes: ascii('GIF89a') },
];

/**
 * The image type of a file by its first bytes (its "magic number"), whatever its name or declared
 * type says: a text file named `.png` is not an image. Anything else, SVG included (an SVG is XML
 * text that can carry scripts), is `undefined`.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  return SIGNATURES.find(
    ({ bytes: signature }) =>
      bytes.length >= signature.length && signature.every((b, i) => b === null || bytes[i] === b),
  )?.type;
}
