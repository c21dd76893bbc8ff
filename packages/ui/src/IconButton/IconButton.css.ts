import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A dot on the icon's top-right corner (unread messages). Its meaning is in the button's label. */
export const indicator = style({
  position: 'absolute',
  top: '5px',
  right: '5px',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  // A ring in the page colour separates the dot from the icon under it.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});
