/**
 * Countertop's own themes as token data: a module apart from `tokens.ts`, so an app whose first
 * screen needs only the token names and scale does not load these values (a screen that derives a
 * brand theme from them loads them with it).
 */
import type { FontTokens, RadiusTokens, Theme, ThemeTokens } from './tokens';

/** Countertop's radii, in both its themes. */
const countertopRadius: RadiusTokens = { sm: '4px', md: '6px', lg: '10px', xl: '14px', full: '9999px' };

/** The characters Inter's Latin file covers (and so its stand-in). */
const interLatin =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/*
 * Inter, bundled: the library build resolves this file and inlines it into dist/styles.css, so every
 * app and every screenshot renders the same glyphs whether or not the machine has Inter installed
 * (an installed copy is ignored: this face wins for the characters it covers). Latin only, to keep
 * the stylesheet small (~64 kB); other scripts fall back, glyph by glyph, to the rest of the stack.
 * The `src` is a module path only a bundler resolves, so only the build (`global.css.ts`) emits it.
 *
 * Until the file arrives (`font-display: swap`), text shows in "Inter Fallback": the system's Arial
 * (or Liberation Sans, its metric twin on Linux) scaled to Inter's measurements, so lines keep
 * their length and height when Inter swaps in. Measured in Chromium (canvas `measureText` of a
 * sample of the screens' words at 100 px): Inter is 6.23 % wider than Arial, its ascent 97 px and
 * descent 24 px; divided by the size adjustment, the overrides below.
 */
const countertopFont: FontTokens = {
  family: {
    body: 'Inter, "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  faces: [
    {
      family: 'Inter',
      src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2')",
      weight: '100 900',
      style: 'normal',
      inStylesheet: true,
      unicodeRange: interLatin,
    },
    {
      family: 'Inter Fallback',
      src: "local('Arial'), local('Liberation Sans')",
      weight: '100 900',
      style: 'normal',
      inStylesheet: true,
      unicodeRange: interLatin,
      metrics: {
        sizeAdjust: '106.23%',
        ascentOverride: '91.31%',
        descentOverride: '22.59%',
        lineGapOverride: '0%',
      },
    },
  ],
};

/** Dark: near-black neutrals with an indigo accent (the default theme). */
export const darkTheme: ThemeTokens = {
  colorScheme: 'dark',
  color: {
    background: '#0b0b0d',
    surface: '#111114',
    surfaceRaised: '#17171b',
    surfaceHover: '#1f1f24',
    surfaceActive: '#27272d',
    border: '#2c2c34',
    borderStrong: '#74747f',
    text: '#ededef',
    textMuted: '#a1a1ab',
    accent: '#a5abff',
    accentSolid: '#5b5bd6',
    accentSolidHover: '#4e4ec4',
    onAccent: '#ffffff',
    danger: '#ff8a8a',
    dangerSolid: '#d92d2d',
    dangerSolidHover: '#bf2424',
    onDanger: '#ffffff',
    success: '#4ade80',
    warning: '#fbbf24',
    focus: '#a5abff',
  },
  elevation: {
    low: '0 1px 2px rgb(0 0 0 / 0.5)',
    medium: '0 0 0 1px rgb(255 255 255 / 0.06), 0 8px 24px rgb(0 0 0 / 0.5)',
    high: '0 0 0 1px rgb(255 255 255 / 0.08), 0 24px 64px rgb(0 0 0 / 0.6)',
    backdrop: 'rgb(0 0 0 / 0.6)',
  },
  font: countertopFont,
  radius: countertopRadius,
};

/** Light: white surfaces on a faint grey page, the same indigo accent one step darker. */
export const lightTheme: ThemeTokens = {
  colorScheme: 'light',
  color: {
    background: '#f7f7f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#f0f0f3',
    surfaceActive: '#e7e7ec',
    border: '#e0e0e6',
    borderStrong: '#7d7d88',
    text: '#111114',
    textMuted: '#575761',
    accent: '#4338ca',
    accentSolid: '#4f46e5',
    accentSolidHover: '#4338ca',
    onAccent: '#ffffff',
    danger: '#b91c1c',
    dangerSolid: '#dc2626',
    dangerSolidHover: '#b91c1c',
    onDanger: '#ffffff',
    success: '#15703a',
    warning: '#974b05',
    focus: '#4f46e5',
  },
  elevation: {
    low: '0 1px 2px rgb(16 16 20 / 0.06)',
    medium: '0 0 0 1px rgb(16 16 20 / 0.06), 0 8px 24px rgb(16 16 20 / 0.12)',
    high: '0 0 0 1px rgb(16 16 20 / 0.06), 0 24px 64px rgb(16 16 20 / 0.2)',
    backdrop: 'rgb(16 16 20 / 0.4)',
  },
  font: countertopFont,
  radius: countertopRadius,
};

/** Countertop's themes by name: every theme this library ships. */
export const countertopThemes: Record<Theme, ThemeTokens> = { dark: darkTheme, light: lightTheme };
