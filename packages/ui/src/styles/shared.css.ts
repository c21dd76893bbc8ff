import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The keyboard focus ring for react-aria-components, which mark keyboard focus with
 * `data-focus-visible` (pointer focus shows no ring). Spread into a style or recipe base.
 */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
};

/** Hidden on screen, still read by screen readers (the classic clip pattern). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Transition of colours on interactive surfaces, on the motion tokens (so reduced motion applies). */
export const colorTransition = `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`;
