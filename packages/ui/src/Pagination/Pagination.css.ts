import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
