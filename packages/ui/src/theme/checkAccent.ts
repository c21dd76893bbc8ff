import { checkContrast, type ContrastFailure } from './checkContrast';
import { themeFromAccent } from './themeFromAccent';
import { countertopThemes } from './countertopThemes';
import type { Theme } from './tokens';

export interface AccentFailure extends ContrastFailure {
  /** The theme the pair fails in. */
  scheme: Theme;
}

/**
 * Whether one brand colour works in both of Countertop's themes: derives the light and dark
 * themes with `themeFromAccent` and runs `checkContrast` on each. An empty list means it does;
 * otherwise every failing pair, light first. What an app runs before it saves a brand colour (and
 * what a server runs when it is sent one: this module needs no DOM and no CSS).
 */
export function checkAccent(accent: string): AccentFailure[] {
  return (['light', 'dark'] as const).flatMap((scheme) =>
    checkContrast(themeFromAccent(countertopThemes[scheme], { accent })).map((failure) => ({
      ...failure,
      scheme,
    })),
  );
}
