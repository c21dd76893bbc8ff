import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import { themeFromAccent } from '../theme/themeFromAccent';
import { darkTheme, lightTheme } from '../theme/countertopThemes';
import type { FontTokens, RadiusTokens } from '../theme/tokens';

/*
 * A brand that is not Countertop, for stories and tests only (nothing here is part of the package):
 * Harbour Roasters, a coffee roaster with a green accent, its own font and rounder corners. Its
 * light and dark themes are each derived from one accent.
 *
 * The font is Fraunces (SIL Open Font License 1.1), a soft variable serif, from the
 * @fontsource-variable package, a devDependency: Vite gives the file a URL the browser can fetch,
 * which is what a brand's `faces` must hold. Latin only; other scripts (zh-CN) fall back, glyph by
 * glyph, to the system serifs after it.
 */
const font: FontTokens = {
  family: {
    body: '"Fraunces Variable", Georgia, "DejaVu Serif", "Liberation Serif", serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace',
  },
  faces: [
    {
      family: 'Fraunces Variable',
      src: `url('${frauncesUrl}') format('woff2')`,
      weight: '100 900',
      style: 'normal',
      unicodeRange:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
};

const radius: Partial<RadiusTokens> = { sm: '6px', md: '10px', lg: '16px', xl: '22px' };

/** The demo brand's name, as the Storybook toolbar shows it. */
export const demoBrandName = 'Harbour Roasters';

export const demoBrand = {
  light: themeFromAccent(lightTheme, { accent: '#0b6e4f', font, radius }),
  dark: themeFromAccent(darkTheme, { accent: '#1a7f5c', font, radius }),
};
