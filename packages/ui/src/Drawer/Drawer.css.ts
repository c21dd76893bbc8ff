import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  background: vars.elevation.backdrop,
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

export const panel = recipe({
  base: {
    display: 'flex',
    width: '100%',
    height: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.elevation.high,
    outline: 'none',
  },
  variants: {
    placement: {
      start: {
        marginInlineEnd: 'auto',
        borderInlineEnd: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': {
            animation: `${fromStart} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`,
          },
          '&[data-exiting]': {
            animation: `${fromStart} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse`,
          },
        },
      },
      end: {
        marginInlineStart: 'auto',
        borderInlineStart: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-entering]': {
            animation: `${fromEnd} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`,
          },
          '&[data-exiting]': {
            animation: `${fromEnd} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse`,
          },
        },
      },
    },
    size: {
      sm: { maxWidth: '280px' },
      md: { maxWidth: '400px' },
      lg: { maxWidth: '560px' },
    },
  },
  defaultVariants: { placement: 'end', size: 'md' },
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
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
