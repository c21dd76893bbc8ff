import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.dangerSolid,
  // A ring in the surface colour keeps the dot distinct where it overlaps an icon.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  verticalAlign: 'middle',
});
