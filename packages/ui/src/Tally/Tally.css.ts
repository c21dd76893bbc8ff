import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/**
 * A filled mark is the accent's solid colour, an empty one a strong outline: both at 3:1 or more
 * on the surface, though the text beside them says the count anyway.
 */
export const mark = recipe({
  base: {
    width: '20px',
    height: '20px',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.borderStrong}`,
    flex: 'none',
  },
  variants: {
    filled: {
      true: { background: vars.color.accentSolid, borderColor: vars.color.accentSolid },
      false: {},
    },
  },
});

export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
