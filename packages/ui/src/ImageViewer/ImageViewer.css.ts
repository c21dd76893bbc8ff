import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Full screen on an opaque page colour: the picture is the only thing to look at. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  display: 'flex',
  background: vars.color.background,
  height: 'var(--visual-viewport-height, 100dvh)',
  selectors: {
    '&[data-entering]': {
      animation: `${fade} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
});

export const modal = style({ display: 'flex', width: '100%', height: '100%', outline: 'none' });

export const dialog = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  width: '100%',
  height: '100%',
  outline: 'none',
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  paddingInline: vars.space.lg,
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const bottomBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const counter = style({
  minWidth: '6ch',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
