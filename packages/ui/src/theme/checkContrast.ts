import { contrastRatio } from './contrast';
import { contrastPairs, type ColorTokens, type ThemeTokens } from './tokens';

export interface ContrastFailure {
  /** The foreground token. */
  fg: keyof ColorTokens;
  /** The background token it is drawn on. */
  bg: keyof ColorTokens;
  /** The pair's contrast ratio, rounded down to two decimals (so 4.497 never reads as 4.50). */
  ratio: number;
  /** The ratio WCAG 2.2 AA asks of this pair. */
  min: number;
  /** `textMuted #8a8a94 on surfaceActive #27272d is 4.21:1, needs 4.5:1`. */
  message: string;
}

/**
 * Every pair of `contrastPairs` that falls short of WCAG 2.2 AA in this theme, each named with its
 * ratio; an empty list means the theme passes. Run it on a brand's theme before using it (at
 * save, in a test). Colours must be opaque `#rrggbb`: any other value throws, naming it.
 */
export function checkContrast(theme: ThemeTokens): ContrastFailure[] {
  return contrastPairs.flatMap(({ fg, bg, min }) => {
    const [fgColor, bgColor] = [theme.color[fg], theme.color[bg]];
    const exact = contrastRatio(fgColor, bgColor);
    if (exact >= min) return [];
    const ratio = Math.floor(exact * 100) / 100;
    return [
      { fg, bg, ratio, min, message: `${fg} ${fgColor} on ${bg} ${bgColor} is ${ratio}:1, needs ${min}:1` },
    ];
  });
}
