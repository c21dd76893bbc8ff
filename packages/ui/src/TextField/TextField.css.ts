import { style } from '@vanilla-extract/css';

// The box is the shared field control (Field.css.ts); these are input-only details.
export const input = style({
  minWidth: 0,
  textOverflow: 'ellipsis',
  // Number inputs: no spin buttons; amounts are typed, and the arrows are too small to hit.
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});
