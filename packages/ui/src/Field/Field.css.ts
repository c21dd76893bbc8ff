import { style } from '@vanilla-extract/css';
import { disabledFill } from '../styles/disabled.css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

/** A field stacks label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Fields fill their column (forms, dialogs, the header's search); the column sets the width.
  width: '100%',
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'default',
});

export const requiredMark = style({ color: vars.color.textMuted, marginInlineStart: vars.space.xxs });

/** A small outlined tag after the label: this value is shown, not edited. */
export const readOnlyMark = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  verticalAlign: 'middle',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/**
 * The box of a text input or a select trigger. RAC marks state with data attributes; inputs show
 * the ring on any focus (typing needs it), not only keyboard focus.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.elevation.low,
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible]': {
      borderColor: vars.color.focus,
      outline: `1px solid ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-visible]': {
      outline: `1px solid ${vars.color.danger}`,
    },
    // Grey fill, muted text; the strong border stays, as it is the field's only boundary.
    '&[data-disabled]': disabledFill,
  },
});

/** An input inside a `control` box that also holds icons or buttons: the box draws the border. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  background: 'transparent',
  border: 0,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'inherit' },
  },
});

/** A small icon button inside a `control` box (a dropdown toggle, a calendar, a clear button). */
export const innerButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  flexShrink: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
