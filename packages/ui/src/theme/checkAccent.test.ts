import { describe, expect, it } from 'vitest';
import { checkAccent } from './checkAccent';

describe('checkAccent', () => {
  it('passes a colour that works in both themes', () => {
    expect(checkAccent('#0e7490')).toEqual([]);
  });

  it('fails a colour too dark for the dark page: one brand colour must serve both themes', () => {
    expect(checkAccent('#0b6e4f').map((f) => [f.scheme, f.fg, f.bg])).toContainEqual([
      'dark',
      'accentSolid',
      'surfaceRaised',
    ]);
  });

  it('names each failing pair with its theme, light first', () => {
    const failures = checkAccent('#ffee00');
    expect(failures[0]).toMatchObject({ scheme: 'light', fg: 'accentSolid', bg: 'background', min: 3 });
    expect(failures.every((f) => f.scheme === 'light')).toBe(true);
  });

  it('refuses what is not an opaque #rrggbb colour', () => {
    expect(() => checkAccent('#fe0')).toThrow('#fe0');
  });
});
