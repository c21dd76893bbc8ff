import { checkAccent } from '@countertop/ui/contrast';
import { brandColorRefusal } from '../../contract.js';
import { invalidInput } from '../errors.js';

/**
 * Refuses a brand colour whose derived light or dark theme fails WCAG 2.2 AA, with the first
 * failing pair and its ratio: the same check, from `@countertop/ui/contrast`, that the profile
 * screen runs before it sends the colour (docs/domain.md, "Brand colour").
 */
export function assertBrandColorReadable(color: string): void {
  const [failure] = checkAccent(color);
  if (failure) throw invalidInput(brandColorRefusal(color, failure));
}
