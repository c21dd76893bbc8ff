import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const toneColor = {
  info: vars.color.accent,
  warning: vars.color.warning,
  danger: vars.color.danger,
} as const;

/**
 * The tone shows in the thick start edge and the icon (foreground tokens, proven at 4.5:1 on every
 * surface); the text stays body text, so it reads the same in every tone.
 */
export const root = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.md,
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: toneColor.info },
      warning: { borderInlineStartColor: toneColor.warning },
      danger: { borderInlineStartColor: toneColor.danger },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: '2px' },
  variants: {
    tone: {
      info: { color: toneColor.info },
      warning: { color: toneColor.warning },
      danger: { color: toneColor.danger },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const message = style({ overflowWrap: 'anywhere' });

export const action = style({
  display: 'flex',
  gap: vars.space.sm,
  alignSelf: 'center',
  marginInlineStart: 'auto',
});
