import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeRootProperties, themeVars } from './themeCss';
import { countertopThemes } from './countertopThemes';
import { media, reducedMotion, scale, themeClassNames, themeNames, type Theme } from './tokens';

/* The tokens no theme sets. */
globalStyle(':root', {
  vars: {
    ...assignVars(vars.space, scale.space),
    ...assignVars(vars.font.size, scale.font.size),
    ...assignVars(vars.font.weight, scale.font.weight),
    ...assignVars(vars.font.lineHeight, scale.font.lineHeight),
    ...assignVars(vars.motion, scale.motion),
    ...assignVars(vars.size, scale.size),
    ...assignVars(vars.focusRing, scale.focusRing),
  },
  '@media': {
    [media.reducedMotion]: { vars: assignVars(vars.motion, reducedMotion) },
  },
});

/*
 * Countertop's two themes, written at build into styles.css (first paint has them, plain CSS can
 * read them). Dark is the default (`:root`), so a page without any class is dark; the class that
 * `initTheme`/`setTheme` put on <html>, or a `ThemeProvider` on a subtree, picks one explicitly.
 * `.light` comes later than `:root` at the same specificity, so it wins on <html>.
 */
const selectors: Record<Theme, string> = {
  dark: `:root, .${themeClassNames.dark}`,
  light: `.${themeClassNames.light}`,
};

for (const name of themeNames) {
  const theme = countertopThemes[name];
  globalStyle(selectors[name], { vars: themeVars(theme), ...themeRootProperties(theme) });
}

// Countertop's font is a stylesheet of its own (countertopFont.css.ts), not part of this one: an
// app in a brand with its own font ships no Inter.

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
