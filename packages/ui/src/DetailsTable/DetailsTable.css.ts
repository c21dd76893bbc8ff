import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md });

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const titleCell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  verticalAlign: 'middle',
  width: '45%',
});

export const title = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const detailsCell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  verticalAlign: 'middle',
  fontVariantNumeric: 'tabular-nums',
});
