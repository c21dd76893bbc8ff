import { describe, expect, it } from 'vitest';
import { checkContrast } from './checkContrast';
import { contrastRatio } from './contrast';
import { countertopThemes, darkTheme, lightTheme } from './countertopThemes';
import { themeNames } from './tokens';

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('checkContrast', () => {
  it.each(themeNames)("passes Countertop's %s theme (every theme the library ships)", (name) => {
    expect(checkContrast(countertopThemes[name])).toEqual([]);
  });

  it('names each failing pair with its ratio and the ratio it needs', () => {
    const faint = { ...lightTheme, color: { ...lightTheme.color, textMuted: '#9a9aa3' } };
    const failures = checkContrast(faint);
    expect(failures.map((f) => `${f.fg}/${f.bg}`)).toEqual([
      'textMuted/background',
      'textMuted/surface',
      'textMuted/surfaceRaised',
      'textMuted/surfaceHover',
      'textMuted/surfaceActive',
    ]);
    expect(failures[1]).toEqual({
      fg: 'textMuted',
      bg: 'surface',
      ratio: 2.79,
      min: 4.5,
      message: 'textMuted #9a9aa3 on surface #ffffff is 2.79:1, needs 4.5:1',
    });
  });

  it('checks control boundaries and fills at 3:1', () => {
    const pale = { ...darkTheme, color: { ...darkTheme.color, borderStrong: '#3a3a42' } };
    expect(checkContrast(pale).every((f) => f.fg === 'borderStrong' && f.min === 3)).toBe(true);
  });

  it('refuses a colour it cannot measure, naming it', () => {
    const translucent = { ...darkTheme, color: { ...darkTheme.color, text: 'rgb(255 255 255 / 0.9)' } };
    expect(() => checkContrast(translucent)).toThrow('rgb(255 255 255 / 0.9)');
  });
});
