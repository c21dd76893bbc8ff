import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    color: 'inherit',
  },
  variants: {
    fullPage: {
      true: {
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        justifyContent: 'center',
        background: vars.color.background,
        color: vars.color.textMuted,
      },
    },
  },
});

export const sizes = {
  sm: '14px',
  md: '20px',
  lg: '32px',
} as const;

export const circle = style({
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A spinner must keep moving to mean "busy", so it slows down instead of stopping.
    [media.reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const track = style({ opacity: 0.25 });

export const label = style({
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
});

export type SpinnerVariants = RecipeVariants<typeof spinner>;
