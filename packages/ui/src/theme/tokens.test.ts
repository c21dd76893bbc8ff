import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../test/contrast';
import { contrastPairs, darkTheme, lightTheme } from './tokens';

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['dark', darkTheme],
  ['light', lightTheme],
])('%s theme colours meet WCAG 2.2 AA', (_name, theme) => {
  it.each(contrastPairs.map((p) => [p.fg, p.bg, p.min] as const))('%s on %s ≥ %s:1', (fg, bg, min) => {
    const ratio = contrastRatio(theme.color[fg], theme.color[bg]);
    expect(ratio, `${theme.color[fg]} on ${theme.color[bg]} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      min,
    );
  });
});
