import { style } from '@vanilla-extract/css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

/** Narrow screens scroll the table sideways instead of squeezing its columns. */
export const scroller = style({
  // The cells answer to the table's own width (below), not the viewport's.
  containerType: 'inline-size',
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

/**
 * A phone's table (under 30rem) pads its cells less at the sides: four columns of a phone's list
 * then fit 390 px without scrolling, where the last header ('Actions') was cut at the edge.
 */
const narrowPadding = { '@container': { '(max-width: 30rem)': { paddingInline: vars.space.md } } };

export const column = style({
  ...narrowPadding,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const sortIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  verticalAlign: 'middle',
});

export const row = style({
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-href], &[data-has-action]': { cursor: 'pointer' },
    '&[data-has-action][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-has-action][data-pressed]': { background: vars.color.surfaceActive },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const cell = style({
  ...narrowPadding,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const state = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '120px',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
