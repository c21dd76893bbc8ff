import { themeFromAccent } from '../theme/themeFromAccent';
import { darkTheme, lightTheme } from '../theme/countertopThemes';
import type { FontTokens, RadiusTokens } from '../theme/tokens';

/*
 * A brand that is not Countertop, for stories and tests only (nothing here is part of the package):
 * a coffee roaster with a green accent, a serif the system already has (no font file), and rounder
 * corners. Its light and dark themes are each derived from one accent.
 */
const font: FontTokens = {
  family: {
    body: 'Georgia, "DejaVu Serif", "Liberation Serif", "Times New Roman", serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace',
  },
  faces: [],
};

const radius: Partial<RadiusTokens> = { sm: '6px', md: '10px', lg: '16px', xl: '22px' };

export const demoBrand = {
  light: themeFromAccent(lightTheme, { accent: '#0b6e4f', font, radius }),
  dark: themeFromAccent(darkTheme, { accent: '#1a7f5c', font, radius }),
};
