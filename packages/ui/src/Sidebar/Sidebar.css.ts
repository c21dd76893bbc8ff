import { style } from '@vanilla-extract/css';
import { colorTransition, focusRing } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  minHeight: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInlineStart: vars.space.xs,
  selectors: {
    '[data-collapsed] &': { flexDirection: 'column', paddingInlineStart: 0 },
  },
});

export const brand = style({ minWidth: 0, display: 'flex', alignItems: 'center' });

export const nav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  marginInline: `calc(-1 * ${vars.space.xs})`,
  paddingInline: vars.space.xs,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** A navigation item or a footer action: one look for both. */
export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.sm,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: colorTransition,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfaceActive },
      '&[aria-current="page"]': { background: vars.color.surfaceActive, color: vars.color.text },
      '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
  },
]);

export const icon = style({
  display: 'flex',
  flexShrink: 0,
  selectors: {
    [`${item}[aria-current="page"] &`]: { color: vars.color.accent },
  },
});

export const itemLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
