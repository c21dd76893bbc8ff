import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { disabledFill } from '../styles/disabled.css';
import { colorTransition, focusRing } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The picture is the button: a framed square with a badge that says it can be changed. */
export const frame = recipe({
  base: {
    ...focusRing,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    overflow: 'visible',
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    cursor: 'pointer',
    transition: colorTransition,
    selectors: {
      ...focusRing.selectors,
      '&[data-has-image]': { borderStyle: 'solid', borderColor: vars.color.border },
      '&[data-hovered]': { borderColor: vars.color.text, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfaceActive },
      '&[data-pending]': { cursor: 'progress' },
      // The neutral fill inside the dashed border; the badge goes grey too (below).
      '&[data-disabled]': disabledFill,
    },
  },
  variants: {
    size: {
      md: { width: '96px', height: '96px' },
      lg: { width: '128px', height: '128px' },
    },
  },
  defaultVariants: { size: 'lg' },
});

/** A logo is never cropped: it is shown whole on the frame's surface. */
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  borderRadius: `calc(${vars.radius.lg} - 1px)`,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const badge = style({
  position: 'absolute',
  insetBlockEnd: `calc(-1 * ${vars.space.sm})`,
  insetInlineEnd: `calc(-1 * ${vars.space.sm})`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSolid,
  color: vars.color.onAccent,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.elevation.low,
  selectors: {
    '[data-disabled] > &': {
      background: vars.color.borderStrong,
      color: vars.color.surfaceRaised,
      boxShadow: 'none',
    },
  },
});

export const busy = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: `calc(${vars.radius.lg} - 1px)`,
  background: vars.color.surfaceRaised,
  opacity: 0.9,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
