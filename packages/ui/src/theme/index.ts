/**
 * `@countertop/ui/theme`: tokens and the theme helpers without any component, so an app's entry
 * module can call `initTheme()` before it loads the screens.
 */
export { vars } from './contract.css';
export { darkTheme, lightTheme, scale, breakpoints, media } from './tokens';
export { themeNames, themeClassNames, defaultTheme } from './tokens';
export type { Theme, ThemeTokens, ColorTokens, ElevationTokens } from './tokens';
export {
  initTheme,
  setTheme,
  applyTheme,
  getActiveTheme,
  readStoredTheme,
  themeStorageKey,
} from './themeStore';
export { useTheme } from './useTheme';
export type { UseThemeResult } from './useTheme';
