import { keyframes, style } from '@vanilla-extract/css';
import { fieldStyles } from '../Field';
import { disabledText } from '../styles/disabled.css';
import { vars } from '../theme/contract.css';

export const trigger = style([
  fieldStyles.control,
  {
    justifyContent: 'space-between',
    gap: vars.space.sm,
    cursor: 'pointer',
    textAlign: 'start',
    selectors: {
      // RAC puts data-open on the Select, and focus/hover on this button.
      '[data-open] &': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
      '[data-invalid] &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  // RAC sets --trigger-width on the popover: the list is as wide as its field.
  width: 'var(--trigger-width)',
  minWidth: '160px',
  maxHeight: '320px',
  overflow: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    '&[data-exiting]': {
      animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '1px' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceActive },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': disabledText,
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const check = style({
  flexShrink: 0,
  color: vars.color.accent,
  // Hidden unless selected; also keeps it out of the trigger, where SelectValue copies the item.
  display: 'none',
  selectors: {
    [`${item}[data-selected] &`]: { display: 'block' },
  },
});
