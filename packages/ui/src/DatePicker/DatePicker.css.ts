import { style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { disabledFill, disabledText } from '../styles/disabled.css';
import { vars } from '../theme/contract.css';

export const box = style([
  fieldStyles.control,
  {
    paddingInlineEnd: vars.space.xs,
    gap: vars.space.sm,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': disabledFill,
    },
  },
]);

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  // Each editable segment is a 24px target (WCAG 2.5.8), even a one-digit month.
  display: 'inline-block',
  minWidth: '24px',
  lineHeight: '24px',
  paddingInline: '2px',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { color: vars.color.textMuted, minWidth: 0, paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accentSolid, color: vars.color.onAccent },
  },
});

export const calendarButton = style([
  fieldStyles.innerButton,
  {
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` },
    },
  },
]);

export const popover = style({
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.medium,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const calendarHeading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const weekday = style({
  width: '36px',
  height: '28px',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceActive },
    '&[data-selected]': { background: vars.color.accentSolid, color: vars.color.onAccent },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    // Unavailable days keep readable text but lose the pointer and gain a strike, not only a dim.
    '&[data-disabled], &[data-unavailable]': {
      ...disabledText,
      textDecoration: 'line-through',
      background: 'transparent',
    },
    '&[data-today]:not([data-selected])': { boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
  },
});
