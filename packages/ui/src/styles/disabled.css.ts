import { vars } from '../theme/contract.css';

/**
 * The look of a disabled control, shared by every component (issue 23). Disabled controls are exempt
 * from WCAG 1.4.3, but a cashier still reads the label beside its reason, so nothing is faded with
 * opacity (half-opacity text fell to 2.2–3.5:1). Instead a disabled control turns grey on the theme's
 * own tokens: muted text (at least 4.5:1 on every surface, 5.8:1 on the active surface in both
 * themes; the token contrast test holds both pairs), the not-allowed cursor, and, for a control with
 * a box, the neutral active-surface fill without a shadow. RAC sets no `data-hovered` or
 * `data-pressed` on a disabled control, so it also shows no hover change; put these rules after a
 * component's hover rules so they win where both match.
 *
 * Spread into a `selectors` entry: `'&[data-disabled]': disabledText`.
 */
export const disabledText = {
  color: vars.color.textMuted,
  cursor: 'not-allowed',
} as const;

/**
 * A disabled control with a box (a filled button, a field, an upload frame): the neutral fill with
 * muted text. The border is the component's choice: a field keeps its strong border, which is its
 * only boundary; a button, whose label names it, drops it.
 */
export const disabledFill = {
  ...disabledText,
  background: vars.color.surfaceActive,
  boxShadow: 'none',
} as const;
