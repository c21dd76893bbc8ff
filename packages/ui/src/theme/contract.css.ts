import { createGlobalThemeContract } from '@vanilla-extract/css';
import { darkTheme, scale } from './tokens';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract: every token as a CSS custom property, values assigned in `global.css.ts`.
 * A *global* contract so the names are stable and public (`--ct-color-text`, `--ct-space-md`):
 * apps that reuse this library without vanilla-extract can still read the tokens from plain CSS.
 */
export const vars = createGlobalThemeContract(
  { ...darkTheme, ...scale },
  (_value, path) => `ct-${path.map(kebab).join('-')}`,
);
