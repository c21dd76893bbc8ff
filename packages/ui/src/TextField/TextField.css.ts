import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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

/** A multi-line control: the shared box grows with its rows, padded like a line of text; resized in height only. */
export const textArea = style({
  display: 'block',
  paddingBlock: `calc((${vars.size.controlMd} - 1lh) / 2)`,
  resize: 'vertical',
});

/** A marked read-only input: no raised surface or shadow, so it reads as text rather than a box to type in. */
export const readOnly = style({
  background: vars.color.surface,
  borderStyle: 'dashed',
  boxShadow: 'none',
  selectors: { '&[data-hovered]': { borderColor: vars.color.borderStrong } },
});
