import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const enterExit = (name: string) => ({
  '&[data-entering]': {
    animation: `${name} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
  },
  '&[data-exiting]': {
    animation: `${name} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.elevation.backdrop,
  // Fills the visual viewport on mobile browsers whose toolbars resize it.
  height: 'var(--visual-viewport-height, 100dvh)',
  selectors: enterExit(fade),
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.elevation.high,
    outline: 'none',
    overflow: 'hidden',
    selectors: enterExit(rise),
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '520px' },
      lg: { maxWidth: '720px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const headings = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.01em',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
