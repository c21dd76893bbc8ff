import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

// The headings take the room the actions leave and wrap their own text first, so a long
// description does not push a small action (a close button) onto a line of its own on a phone;
// the actions wrap under the title only when the headings would get less than 16rem.
export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 16rem',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.02em',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
