import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { disabledFill } from '../styles/disabled.css';
import { vars } from '../theme/contract.css';

/** Input and chevron share the field box; the popover and options reuse Select's look. */
export const box = style([
  fieldStyles.control,
  {
    paddingInlineEnd: vars.space.xs,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
      '[data-invalid] &': { borderColor: vars.color.danger },
      '[data-disabled] &': disabledFill,
    },
  },
]);

export const input = style([fieldStyles.innerInput, { textOverflow: 'ellipsis' }]);

export const toggle = fieldStyles.innerButton;

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

export const empty = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});
