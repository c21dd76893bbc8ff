import { demoBrand, demoBrandName } from '../packages/ui/src/test/demoBrand';
import { makeTheme } from '../packages/ui/src/theme/makeTheme';
import { getActiveTheme, subscribeToTheme } from '../packages/ui/src/theme/themeStore';
import { countertopThemes } from '../packages/ui/src/theme/countertopThemes';
import type { Theme, ThemeTokens } from '../packages/ui/src/theme/tokens';
import { brandIds, defaultBrand, type Brand } from './modes';

/**
 * The brands of the toolbar's Brand switch: Countertop (the default, its themes built into
 * styles.css) and the demo brand (made at run time with `makeTheme`, as an adopting brand would).
 */
export const brands: Record<Brand, { title: string; tokens: Record<Theme, ThemeTokens> }> = {
  countertop: { title: 'Countertop', tokens: countertopThemes },
  harbour: { title: demoBrandName, tokens: demoBrand },
};

export const isBrand = (value: unknown): value is Brand => brandIds.includes(value as Brand);

/** The class a brand adds to <html> in a theme: none for Countertop, whose classes are `dark`/`light`. */
const brandClass = (brand: Brand, theme: Theme): string | undefined =>
  brand === defaultBrand ? undefined : makeTheme(brands[brand].tokens[theme]);

let shownBrand: Brand = defaultBrand;

/** Puts the brand's class for the theme on <html> now, and takes off every other brand class. */
function showBrand(): void {
  const html = document.documentElement;
  const wanted = brandClass(shownBrand, getActiveTheme());
  for (const name of [...html.classList]) {
    if (name.startsWith('ct-theme-') && name !== wanted) html.classList.remove(name);
  }
  if (wanted && !html.classList.contains(wanted)) html.classList.add(wanted);
}

let following = false;

/**
 * Shows a brand on the whole page, as an app does with `makeTheme`'s class on <html>: portals
 * follow too. The class is swapped whenever the page's theme changes (the toolbar, or the device
 * while the choice is `system`), so the brand's dark and light follow the choice.
 */
export function applyBrand(brand: Brand): void {
  shownBrand = brand;
  if (!following) {
    following = true;
    subscribeToTheme(showBrand);
  }
  showBrand();
}

/** The tokens the page wears now: for the docs pages' own chrome. */
export const activeTokens = (brand: Brand): ThemeTokens => brands[brand].tokens[getActiveTheme()];
