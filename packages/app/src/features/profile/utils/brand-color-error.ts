import { brandColorRefusal } from '@countertop/api';
import { checkAccent } from '@countertop/ui/theme';
import type { FieldErrors } from '@/lib/form-errors';

/**
 * The brand colour's contrast check, before the form is sent: the server's own check
 * (`checkAccent` on the colour's light and dark themes) and its own words, so the owner reads at
 * the field what the server would answer. Only for a well-formed colour: the contract's schema
 * words a malformed one.
 */
export function brandColorErrors(color: string | null, formatErrors: FieldErrors): FieldErrors {
  if (!color || formatErrors.brandColor) return {};
  const [failure] = checkAccent(color);
  return failure ? { brandColor: brandColorRefusal(color, failure) } : {};
}
