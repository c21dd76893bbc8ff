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

/** A number on the icon's top-right corner (new alerts). Its meaning is in the button's label. */
export const count = style({
  position: 'absolute',
  top: '1px',
  // Anchored at its left edge so a longer number grows away from the icon, not over it.
  left: '55%',
  minWidth: '16px',
  height: '16px',
  paddingInline: '4px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.dangerSolid,
  color: vars.color.onDanger,
  fontSize: '11px',
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});
