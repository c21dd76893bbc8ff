import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const shell = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
});

/** Off screen until focused, then a visible button-like pill over the page (WCAG 2.4.1). */
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 200,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSolid,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** The in-page sidebar column: full height, sticky, wide or icon-only. */
export const sidebarColumn = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  height: '100dvh',
  width: vars.size.sidebarWide,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  overflow: 'hidden',
  selectors: {
    '&[data-collapsed]': { width: vars.size.sidebarCompact },
  },
});

export const column = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  // Top-aligned: on phones the header's content wraps to two rows; the menu stays on the first.
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.headerHeight,
  paddingBlock: `calc((${vars.size.headerHeight} - ${vars.size.controlMd}) / 2)`,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerContent = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  display: 'flex',
  alignItems: 'center',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    [media.large]: { padding: `${vars.space.xl} ${vars.space.xxl}` },
  },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.elevation.backdrop,
  selectors: {
    '&[data-entering]': {
      animation: `${fade} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `min(${vars.size.sidebarWide}, 85vw)`,
  boxShadow: vars.elevation.high,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slide} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
    },
    '&[data-exiting]': {
      animation: `${slide} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
});

export const drawerDialog = style({ height: '100%', outline: 'none' });
