/**
 * `@countertop/ui/contrast`: the theme data and the contrast rules without React, CSS or a DOM, so
 * a server can check a brand colour with the same functions the app uses (docs/ui.md, "Brand
 * themes"). Everything here is also exported by `@countertop/ui/theme`.
 */
export { darkTheme, lightTheme, countertopThemes } from './theme/countertopThemes';
export { contrastPairs } from './theme/tokens';
export type { ThemeTokens, ColorTokens, Theme } from './theme/tokens';
export { themeFromAccent } from './theme/themeFromAccent';
export type { BrandAccent } from './theme/themeFromAccent';
export { checkContrast } from './theme/checkContrast';
export type { ContrastFailure } from './theme/checkContrast';
export { checkAccent } from './theme/checkAccent';
export type { AccentFailure } from './theme/checkAccent';
export { contrastRatio } from './theme/contrast';
