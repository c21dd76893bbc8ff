import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Tall enough to read a conversation, short enough that the message box stays on screen; a notice
 * takes its room from the panes rather than pushing the box below the fold.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  height: 'max(360px, calc(100dvh - 200px))',
});

export const desktop = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
  gap: vars.space.lg,
  flex: 1,
  minHeight: 0,
});

export const phone = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});

export const paneHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** The thread takes the free height; what follows it (the message box) keeps its own. */
export const paneBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  gap: vars.space.sm,
  padding: vars.space.sm,
});

globalStyle(`${paneBody} > :first-child`, { flex: 1 });

export const empty = style({
  margin: 'auto',
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});
