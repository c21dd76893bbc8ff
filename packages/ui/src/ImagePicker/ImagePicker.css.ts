import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  flexWrap: 'wrap',
});

export const preview = style({
  width: '48px',
  height: '48px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceActive,
});

export const fileName = style({
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-empty]': { color: vars.color.textMuted },
  },
});
