import { assignVars, globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme, lightTheme, media, reducedMotion, scale, themeClassNames } from './tokens';

/*
 * Token values. Dark is the default (`:root`), so a page without any class is dark; the class that
 * `initTheme`/`setTheme` put on <html> picks a theme explicitly. `html.light` outranks `:root`.
 */
globalStyle(':root', {
  vars: {
    ...assignVars(vars.space, scale.space),
    ...assignVars(vars.radius, scale.radius),
    ...assignVars(vars.font, scale.font),
    ...assignVars(vars.motion, scale.motion),
    ...assignVars(vars.size, scale.size),
    ...assignVars(vars.focusRing, scale.focusRing),
  },
  '@media': {
    [media.reducedMotion]: { vars: assignVars(vars.motion, reducedMotion) },
  },
});

globalStyle(`:root, html.${themeClassNames.dark}`, {
  vars: { ...assignVars(vars.color, darkTheme.color), ...assignVars(vars.elevation, darkTheme.elevation) },
  // Native scrollbars, form controls and autofill follow the theme too.
  colorScheme: 'dark',
});

globalStyle(`html.${themeClassNames.light}`, {
  vars: { ...assignVars(vars.color, lightTheme.color), ...assignVars(vars.elevation, lightTheme.elevation) },
  colorScheme: 'light',
});

/*
 * Inter, bundled: the library build inlines the variable font into dist/styles.css, so every app and
 * every screenshot renders the same glyphs whether or not the machine has Inter installed (an
 * installed copy is ignored: this face wins for the characters it covers). Latin only, to keep the
 * stylesheet small (~64 kB); other scripts fall back, glyph by glyph, to the rest of the font stack.
 */
globalFontFace('Inter', {
  src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2')",
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

/* A small modern reset (after Josh Comeau's and Andy Bell's), scoped to what components rely on. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  // Keeps text at the user's chosen size on rotation in iOS Safari.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.font.lineHeight.tight, textWrap: 'balance' });

globalStyle('::selection', { background: vars.color.accentSolid, color: vars.color.onAccent });

/* A visible focus ring for anything focusable that a component does not style itself. `:where`
   keeps it at zero specificity, so a component's own focus style always wins. */
globalStyle(':where(:focus-visible)', {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
