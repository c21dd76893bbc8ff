import { createGlobalThemeContract } from '@vanilla-extract/css';
import { darkTheme } from './countertopThemes';
import { scale } from './tokens';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract: every token as a CSS custom property. Countertop's themes are assigned in
 * `global.css.ts`, any other theme by `makeTheme`. A *global* contract so the names are stable and
 * public (`--ct-color-text`, `--ct-space-md`): apps that reuse this library without vanilla-extract
 * can still read the tokens from plain CSS, and a theme made at run time can set them.
 */
export const vars = createGlobalThemeContract(
  {
    color: darkTheme.color,
    elevation: darkTheme.elevation,
    radius: darkTheme.radius,
    space: scale.space,
    font: { family: darkTheme.font.family, ...scale.font },
    motion: scale.motion,
    size: scale.size,
    focusRing: scale.focusRing,
  },
  (_value, path) => `ct-${path.map(kebab).join('-')}`,
);
