import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The terms' column when the list is told one (`termWidth`), so lists stacked together line up. */
export const termWidth = createVar();

/**
 * Terms in a column as wide as the longest (within bounds), values beside them; each pair is a row
 * with a rule under it. Long values (URLs, addresses) wrap anywhere instead of widening the box.
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: `${fallbackVar(termWidth, 'minmax(6rem, max-content)')} minmax(0, 1fr)`,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  fontSize: vars.font.size.md,
  overflow: 'hidden',
});

/** `display: contents` keeps the grid's two columns while each pair stays one element. */
export const item = style({ display: 'contents' });

globalStyle(`${item}:not(:last-child) > *`, { borderBottom: `1px solid ${vars.color.border}` });

const cell = {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  lineHeight: vars.font.lineHeight.normal,
  minWidth: 0,
} as const;

export const term = style({
  ...cell,
  maxWidth: '16rem',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const description = style({
  ...cell,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
