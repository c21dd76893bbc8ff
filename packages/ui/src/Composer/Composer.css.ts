import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { vars } from '../theme/contract.css';

export const composer = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({ flex: 1, minWidth: 0 });

export const textArea = style([
  fieldStyles.control,
  {
    display: 'block',
    minHeight: vars.size.controlMd,
    maxHeight: '160px',
    paddingBlock: `calc((${vars.size.controlMd} - 2px - 1.5em) / 2)`,
    resize: 'none',
    // Grows with its text up to the max height (Chromium, Safari 18.4+; others stay one line and scroll).
    fieldSizing: 'content',
    overflowY: 'auto',
  },
]);
