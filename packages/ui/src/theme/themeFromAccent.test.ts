import { describe, expect, it } from 'vitest';
import { demoBrand } from '../test/demoBrand';
import { checkContrast } from './checkContrast';
import { contrastRatio } from './contrast';
import { themeFromAccent } from './themeFromAccent';
import { darkTheme, lightTheme } from './countertopThemes';

describe('themeFromAccent', () => {
  it('derives every accent token from one colour and keeps the rest of the base', () => {
    const theme = themeFromAccent(lightTheme, { accent: '#0b6e4f' });
    expect(theme.color).toEqual({
      ...lightTheme.color,
      accent: '#0b6e4f',
      accentSolid: '#0b6e4f',
      accentSolidHover: '#0a6146',
      onAccent: '#ffffff',
      focus: '#0b6e4f',
    });
    expect(theme.font).toBe(lightTheme.font);
    expect(theme.radius).toEqual(lightTheme.radius);
  });

  it('moves accent text toward the theme text until it reads at 4.5:1 on every surface', () => {
    const theme = themeFromAccent(darkTheme, { accent: '#1a7f5c' });
    expect(theme.color.accentSolid).toBe('#1a7f5c');
    expect(theme.color.accent).not.toBe('#1a7f5c');
    expect(contrastRatio(theme.color.accent, darkTheme.color.surfaceActive)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts dark text on a pale fill', () => {
    expect(themeFromAccent(darkTheme, { accent: '#f5c542' }).color.onAccent).toBe(darkTheme.color.background);
  });

  it('leaves a fill too pale for its page as given, for checkContrast to name', () => {
    const failures = checkContrast(themeFromAccent(lightTheme, { accent: '#f5c542' }));
    expect(failures.map((f) => f.message)).toContain(
      'accentSolid #f5c542 on surface #ffffff is 1.62:1, needs 3:1',
    );
  });

  it('makes the demo brand pass in both schemes', () => {
    expect(checkContrast(demoBrand.light)).toEqual([]);
    expect(checkContrast(demoBrand.dark)).toEqual([]);
  });
});
