import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { disabledFill, disabledText } from '../styles/disabled.css';
import { colorTransition, focusRing } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

/**
 * A disabled filled button: the shared neutral fill with muted text (styles/disabled.css.ts). Fading
 * the indigo or red fill to half left white on it at 1.6:1 in the light theme (issue 23). The label
 * names the button, so the fill needs no border.
 */
const disabledFilled = {
  '&[data-disabled]': { ...disabledFill, borderColor: 'transparent' },
} as const;

/** Shared by Button and IconButton: one look for every pressable control. */
export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      flexShrink: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.medium,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      transition: colorTransition,
      WebkitTapHighlightColor: 'transparent',
      selectors: {
        '&[data-disabled]': disabledText,
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accentSolid,
        color: vars.color.onAccent,
        boxShadow: vars.elevation.low,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.accentSolidHover },
          ...disabledFilled,
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        // The label names the button, so its outline may stay subtle (WCAG 1.4.11 asks 3:1 of
        // input boundaries, not of buttons with text).
        borderColor: vars.color.border,
        boxShadow: vars.elevation.low,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceActive },
          ...disabledFilled,
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceActive },
        },
      },
      danger: {
        background: vars.color.dangerSolid,
        color: vars.color.onDanger,
        boxShadow: vars.elevation.low,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.dangerSolidHover },
          ...disabledFilled,
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { height: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.font.size.lg },
    },
    /** Square buttons that hold only an icon (IconButton). */
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label and icons; hidden but still in the accessibility tree while pending. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
  selectors: {
    '[data-pending] > &': { opacity: 0 },
  },
});

/** Lucide icons inside buttons follow the text size. */
export const iconSizes = { sm: 14, md: 16, lg: 18 } as const;

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
