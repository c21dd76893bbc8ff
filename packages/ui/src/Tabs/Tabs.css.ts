import { style } from '@vanilla-extract/css';
import { disabledText } from '../styles/disabled.css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  // Room for the focus ring, which overflow would otherwise clip.
  padding: `${vars.space.xs} ${vars.space.xs} 0`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  marginBlockEnd: '-1px',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.text },
    // The selected mark is a bar (shape), not only a colour change (WCAG 1.4.1).
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      bottom: 0,
      height: '2px',
      borderRadius: vars.radius.full,
      background: 'transparent',
    },
    '&[data-selected]::after': { background: vars.color.accentSolid },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    // A resting tab is already muted text, so a disabled one also gets a strike (as the date
    // picker's unavailable days do): told apart without dimming the label below 4.5:1.
    '&[data-disabled]': { ...disabledText, textDecorationLine: 'line-through' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-selected]::after': { forcedColorAdjust: 'none', background: 'Highlight' } },
    },
  },
});

export const tabPanel = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
