import { breakpoints } from '@countertop/ui/theme';
import { useMediaQuery } from '@countertop/ui/hooks/useMediaQuery';

/**
 * Whether the screen is a phone's (640px or less). Lists then keep the columns that identify a
 * row and its actions; the rest is one tap away (a details popup, the edit screen), where a wide
 * table would scroll sideways and hide the very buttons a person came for.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(`(max-width: ${breakpoints.small}px)`, false);
}
