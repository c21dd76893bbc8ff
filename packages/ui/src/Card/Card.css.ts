import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.elevation.low,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    accent: {
      true: { borderTop: `${vars.space.xs} solid ${vars.color.accentSolid}` },
      false: {},
    },
  },
  defaultVariants: { padding: 'lg', accent: false },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.01em',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
