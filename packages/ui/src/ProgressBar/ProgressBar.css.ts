import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const valueText = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceActive,
  // The track's edge must be visible against the page (non-text contrast): the strong border does it.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accentSolid,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-indeterminate] &': {
      width: '40%',
      animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
    },
    '[data-tone="danger"] &': { background: vars.color.dangerSolid },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '[data-indeterminate] &': { animationDuration: '3.6s' } },
    },
  },
});
