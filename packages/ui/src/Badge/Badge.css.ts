import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * Outlined by default: the tone colours are foreground tokens, proven at 4.5:1 on every surface,
 * so a badge stays readable on cards, table rows and hovered rows alike. `solid` is for counts.
 */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minWidth: '20px',
    height: '20px',
    paddingInline: vars.space.sm,
    justifyContent: 'center',
    border: '1px solid currentColor',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      accent: { color: vars.color.accent },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
    solid: {
      true: { paddingInline: vars.space.xs },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'accent', solid: true },
      style: {
        background: vars.color.accentSolid,
        borderColor: vars.color.accentSolid,
        color: vars.color.onAccent,
      },
    },
    {
      variants: { tone: 'danger', solid: true },
      style: {
        background: vars.color.dangerSolid,
        borderColor: vars.color.dangerSolid,
        color: vars.color.onDanger,
      },
    },
    {
      variants: { tone: 'neutral', solid: true },
      style: {
        background: vars.color.surfaceActive,
        borderColor: vars.color.surfaceActive,
        color: vars.color.text,
      },
    },
  ],
  defaultVariants: { tone: 'neutral', solid: false },
});

export type BadgeVariants = RecipeVariants<typeof badge>;
