import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  minWidth: 0,
});

export const plot = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const line = style({ fill: 'none', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });

/**
 * Each series has its own colour AND its own dash, so the lines are told apart without colour
 * (WCAG 1.4.1); every colour is a text token, so it holds 3:1 against the surface in both themes.
 */
export const tones = styleVariants({
  accent: { stroke: vars.color.accent, color: vars.color.accent },
  success: { stroke: vars.color.success, color: vars.color.success },
  warning: { stroke: vars.color.warning, color: vars.color.warning },
  danger: { stroke: vars.color.danger, color: vars.color.danger },
  muted: { stroke: vars.color.textMuted, color: vars.color.textMuted },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const swatch = style({ flexShrink: 0 });

/** The plot's room while the chart loads (its height set inline, the chart's own), a spinner in the middle. */
export const placeholderPlot = style({ display: 'grid', placeItems: 'center', width: '100%' });
