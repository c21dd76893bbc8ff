import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { disabledFill } from '../styles/disabled.css';
import { vars } from '../theme/contract.css';

export const box = style([
  fieldStyles.control,
  {
    gap: vars.space.xs,
    selectors: {
      '&:focus-within': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
      '[data-invalid] &': { borderColor: vars.color.danger },
      '[data-invalid] &:focus-within': { outline: `1px solid ${vars.color.danger}` },
      '[data-disabled] &': disabledFill,
    },
  },
]);

export const prefix = style({ color: vars.color.textMuted, flexShrink: 0 });

export const input = style([fieldStyles.innerInput, { fontVariantNumeric: 'tabular-nums' }]);
