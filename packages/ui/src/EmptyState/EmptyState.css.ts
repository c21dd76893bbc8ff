import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared by EmptyState and ErrorState: a centred message that stands in for missing content. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'flex',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceActive,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  maxWidth: '48ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const action = style({ marginBlockStart: vars.space.sm });
