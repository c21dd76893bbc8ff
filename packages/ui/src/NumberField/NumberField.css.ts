import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { disabledText } from '../styles/disabled.css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

/** The box holds the input and the steppers; focus inside it rings the whole box. */
export const group = style([
  fieldStyles.control,
  {
    paddingInline: 0,
    overflow: 'hidden',
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
      '[data-invalid] > &': { borderColor: vars.color.danger },
    },
  },
]);

export const input = style([
  fieldStyles.innerInput,
  { paddingInline: vars.space.md, fontVariantNumeric: 'tabular-nums' },
]);

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  // 32px wide: at least the 24px target size (WCAG 2.5.8) at every control height.
  width: '32px',
  background: 'transparent',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  cursor: 'pointer',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceActive },
    // Also at the minimum or maximum of an enabled field.
    '&[data-disabled]': disabledText,
  },
});
