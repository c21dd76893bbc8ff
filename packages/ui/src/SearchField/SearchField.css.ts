import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { disabledFill } from '../styles/disabled.css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The input's box: the magnifier, the input and the clear button share one border. */
export const box = style([
  fieldStyles.control,
  {
    flex: 1,
    minWidth: 0,
    gap: vars.space.sm,
    paddingInlineEnd: vars.space.xs,
    selectors: {
      '&:focus-within': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
      '[data-invalid] &': { borderColor: vars.color.danger },
      '[data-disabled] &': disabledFill,
    },
  },
]);

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style([
  fieldStyles.innerInput,
  {
    textOverflow: 'ellipsis',
    selectors: {
      // The native clear "x" of type=search duplicates ours.
      '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    },
  },
]);

export const clear = style([
  fieldStyles.innerButton,
  {
    width: '24px',
    height: '24px',
    selectors: {
      // RAC's SearchField marks itself empty; nothing to clear then.
      '[data-empty] &': { visibility: 'hidden' },
    },
  },
]);
