import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import type { FontFaceTokens, ThemeTokens } from './tokens';

/*
 * The one mapping from theme data to CSS, shared by the build (Countertop's themes, `global.css.ts`)
 * and by `makeTheme` at run time, so a brand's theme is written exactly as Countertop's are.
 */

/** A theme's values by custom property name: `{ '--ct-color-text': '#ededef', … }`. */
export function themeVars(theme: ThemeTokens): Record<string, string> {
  return {
    ...assignInlineVars(vars.color, theme.color),
    ...assignInlineVars(vars.elevation, theme.elevation),
    ...assignInlineVars(vars.radius, theme.radius),
    ...assignInlineVars(vars.font.family, theme.font.family),
  };
}

/**
 * What the element carrying a theme's class sets besides the variables. Text colour and font are
 * inherited as computed values, so a subtree with its own theme must set them again itself, or it
 * would keep the page's.
 */
export function themeRootProperties(theme: ThemeTokens) {
  return { colorScheme: theme.colorScheme, color: vars.color.text, fontFamily: vars.font.family.body };
}

/** The descriptors of one `@font-face` rule. */
export function fontFaceProperties(face: FontFaceTokens) {
  return {
    src: face.src,
    fontWeight: face.weight,
    fontStyle: face.style,
    // Text shows at once in the fallback and swaps when the file arrives: never invisible.
    fontDisplay: 'swap',
    unicodeRange: face.unicodeRange,
    ...face.metrics,
  } as const;
}
