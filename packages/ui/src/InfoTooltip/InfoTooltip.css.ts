import { style } from '@vanilla-extract/css';
import { colorTransition, focusRing } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

/** A round 24px target (WCAG 2.5.8) around a 16px icon, muted until hovered. */
export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    flexShrink: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'help',
    verticalAlign: 'middle',
    transition: colorTransition,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
    },
  },
]);
