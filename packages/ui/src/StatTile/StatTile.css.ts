import { style } from '@vanilla-extract/css';
import { colorTransition, focusRing } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

export const tile = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.xl,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.elevation.low,
    textDecoration: 'none',
    transition: colorTransition,
    selectors: {
      'a&': { cursor: 'pointer' },
      '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
      '&[data-pressed]': { background: vars.color.surfaceActive },
    },
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({
  display: 'flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceActive,
  color: vars.color.accent,
});
