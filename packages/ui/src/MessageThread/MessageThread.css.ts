import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: 'min(75%, 560px)',
  selectors: {
    '&[data-direction="outgoing"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
    '&[data-direction="incoming"]': { alignSelf: 'flex-start', alignItems: 'flex-start' },
  },
});

export const bubble = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.xl,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // Keeps the sender's line breaks and breaks long words or links instead of overflowing.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-direction="outgoing"] > &': {
      background: vars.color.accentSolid,
      color: vars.color.onAccent,
      borderEndEndRadius: vars.radius.sm,
    },
    '[data-direction="incoming"] > &': {
      background: vars.color.surfaceActive,
      color: vars.color.text,
      borderEndStartRadius: vars.radius.sm,
    },
    // A colleague's reply: on the user's side, but outlined in the accent instead of filled.
    '[data-direction="outgoing"][data-teammate] > &': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
  },
});

/** A colleague's name above their reply. */
export const sender = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });
