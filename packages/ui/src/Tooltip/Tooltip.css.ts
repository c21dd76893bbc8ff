import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Inverted colours (text on background swapped), so a tooltip stands out in either theme. */
export const tooltip = style({
  maxWidth: '240px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.text,
  color: vars.color.background,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
});
