import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../src/domain/images/image-type.js';
import { storedNameOfUrl } from '../../src/domain/images/image-urls.js';
import { BAD_FILES, IMAGE_HEADERS, pngBytes } from '../helpers/uploads.js';

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
