import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100dvh',
  padding: vars.space.xl,
  textAlign: 'center',
});

/**
 * The big "404": pure decoration (the heading says it), drawn as SVG so it can fade out without
 * being held to text contrast, and hidden from screen readers.
 */
export const code = style({
  width: '240px',
  height: 'auto',
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.bold,
  userSelect: 'none',
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.02em',
});

export const text = style({ maxWidth: '42ch', color: vars.color.textMuted });
