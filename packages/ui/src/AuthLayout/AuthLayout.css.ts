import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100dvh',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  gap: vars.space.xl,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '960px',
});

export const brand = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

/** The card in the middle, centred vertically in the free space. */
export const main = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    width: '100%',
    marginBlock: 'auto',
    padding: vars.space.xl,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.elevation.medium,
  },
  variants: {
    width: {
      narrow: { maxWidth: '420px' },
      wide: { maxWidth: '760px' },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.02em',
});

export const description = style({ color: vars.color.textMuted });

export const footer = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
