import { style } from '@vanilla-extract/css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  overflowY: 'auto',
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    // The selected row gets a fill and a bar at its start edge: not colour alone.
    '&[data-selected]': {
      background: vars.color.surfaceActive,
      boxShadow: `inset 3px 0 0 ${vars.color.accentSolid}`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '[data-unread] &': { fontWeight: vars.font.weight.bold },
  },
});

export const preview = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
