import { describe, expect, it } from 'vitest';
import { shortenFileName } from './shortenFileName';

describe('shortenFileName', () => {
  it('keeps names of 20 characters or fewer', () => {
    expect(shortenFileName('logo.png')).toBe('logo.png');
    expect(shortenFileName('a'.repeat(16) + '.png')).toBe('a'.repeat(16) + '.png');
    expect(shortenFileName('')).toBe('');
  });

  it('shortens longer names to the first 8 … last 8 characters', () => {
    expect(shortenFileName('holiday-photo-from-the-beach.jpeg')).toBe('holiday-…ach.jpeg');
    expect(shortenFileName('a'.repeat(17) + '.png')).toBe('aaaaaaaa…aaaa.png');
  });

  it('counts code points, not UTF-16 units', () => {
    const name = '📷'.repeat(10) + 'x'.repeat(11);
    expect(shortenFileName(name)).toBe('📷'.repeat(8) + '…' + 'x'.repeat(8));
  });

  it('takes other lengths', () => {
    expect(shortenFileName('abcdefghij', 6, 2)).toBe('ab…ij');
  });
});
