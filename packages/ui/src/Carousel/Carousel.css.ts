import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const viewport = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceActive,
});

export const slide = style({ width: '100%', height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const counter = style({
  minWidth: '5ch',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceActive,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});
