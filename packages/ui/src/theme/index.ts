/**
 * `@countertop/ui/theme`: tokens, brand themes and the theme helpers without any component, so an
 * app's entry module can call `initTheme()` (or `makeTheme`) before it loads the screens.
 */
export { vars } from './contract.css';
export { scale, breakpoints, media, contrastPairs } from './tokens';
export { themeNames, themeClassNames, defaultTheme } from './tokens';
export { darkTheme, lightTheme, countertopThemes } from './countertopThemes';
export type {
  Theme,
  ThemeTokens,
  ColorTokens,
  ElevationTokens,
  FontTokens,
  FontFaceTokens,
  RadiusTokens,
} from './tokens';
export { makeTheme, themeStylesheet, themeClassName } from './makeTheme';
export { themeFromAccent } from './themeFromAccent';
export type { BrandAccent } from './themeFromAccent';
export { checkContrast } from './checkContrast';
export type { ContrastFailure } from './checkContrast';
export { checkAccent } from './checkAccent';
export type { AccentFailure } from './checkAccent';
export { contrastRatio } from './contrast';
export {
  initTheme,
  setTheme,
  applyTheme,
  getActiveTheme,
  getThemeChoice,
  resolveTheme,
  readStoredTheme,
  themeChoices,
  themeStorageKey,
} from './themeStore';
export type { ThemeChoice } from './themeStore';
export { themeScript } from './themeScript';
export { useTheme } from './useTheme';
export type { UseThemeResult } from './useTheme';
