import { z } from 'zod';

/** The brand colour's texts: the field's format, and a colour that fails contrast. */
export const BRAND_COLOR_MESSAGES = {
  format: 'Brand colour must be a colour like #0e7490',
} as const;

/**
 * A business's brand colour (docs/domain.md, "Brand colour"): opaque `#rrggbb`, stored lower-case.
 * The member app shows the business in themes derived from it; null is Countertop's own theme.
 */
export const brandColor = z
  .string({ error: BRAND_COLOR_MESSAGES.format })
  // Bounded before anything else reads it (a hex colour with room for spaces around it).
  .max(32, BRAND_COLOR_MESSAGES.format)
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, BRAND_COLOR_MESSAGES.format);

/**
 * A pair of a derived theme that fails contrast: what `checkAccent` of `@countertop/ui/contrast`
 * reports (this package does not import ui, so the shape is spelt out here).
 */
export interface BrandColorFailure {
  fg: string;
  bg: string;
  ratio: number;
  min: number;
  scheme: 'light' | 'dark';
}

/** The pair in the owner's words: token names mean nothing on the profile screen. */
function pairWords({ fg, bg }: BrandColorFailure): string {
  if (fg === 'onAccent') return 'text on accent';
  if (fg === 'accentSolid') return 'accent on the page';
  return `${fg} on ${bg}`;
}

/**
 * Why a brand colour is refused, naming its first failing pair and ratio: the server's 400 and the
 * profile field's message, word for word. `Brand colour #ffee00: accent on the page in the light
 * theme 1.23:1, needs 3:1`.
 */
export function brandColorRefusal(color: string, failure: BrandColorFailure): string {
  return `Brand colour ${color}: ${pairWords(failure)} in the ${failure.scheme} theme ${failure.ratio}:1, needs ${failure.min}:1`;
}
