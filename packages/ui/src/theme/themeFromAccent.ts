import { contrastRatio } from './contrast';
import type { FontTokens, RadiusTokens, ThemeTokens } from './tokens';

export interface BrandAccent {
  /** The brand colour, opaque `#rrggbb`: fills primary buttons and checked controls. */
  accent: string;
  /** The brand's font stacks and files. @default the base theme's */
  font?: FontTokens;
  /** Radii to change. @default the base theme's */
  radius?: Partial<RadiusTokens>;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** `a` moved `amount` (0–1) of the way to `b`, in sRGB. */
function mix(a: string, b: string, amount: number): string {
  const [from, to] = [channels(a), channels(b)];
  const mixed = from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceHover', 'surfaceActive'] as const;

/**
 * A brand theme from one colour: the base theme (Countertop's `darkTheme` or `lightTheme`) with
 * every accent token derived from `accent`. The fill is the colour itself and darkens on hover; the
 * text on it is white or the base's darkest text, whichever reads better; accent as text and the
 * focus ring are the colour moved toward the base's text until they reach 4.5:1 on every surface.
 * A fill too pale (or too dark) for its page cannot be fixed without changing the brand, so it is
 * left as given: `checkContrast` names it.
 */
export function themeFromAccent(base: ThemeTokens, { accent, font, radius }: BrandAccent): ThemeTokens {
  const color = base.color;
  const accentSolidHover = mix(accent, '#000000', 0.12);
  const minOn = (fg: string) => Math.min(contrastRatio(fg, accent), contrastRatio(fg, accentSolidHover));
  const darkText = base.colorScheme === 'light' ? color.text : color.background;
  const onAccent = minOn('#ffffff') >= minOn(darkText) ? '#ffffff' : darkText;

  let readable = accent;
  for (let step = 1; step <= 20 && surfaces.some((s) => contrastRatio(readable, color[s]) < 4.5); step++) {
    readable = mix(accent, color.text, step / 20);
  }

  return {
    ...base,
    color: { ...color, accent: readable, accentSolid: accent, accentSolidHover, onAccent, focus: readable },
    font: font ?? base.font,
    radius: { ...base.radius, ...radius },
  };
}
