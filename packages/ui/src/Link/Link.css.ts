import { recipe } from '@vanilla-extract/recipes';
import { colorTransition, focusRing } from '../styles/shared.css';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: [
    focusRing,
    {
      display: 'inline',
      borderRadius: vars.radius.sm,
      fontWeight: vars.font.weight.medium,
      // Always underlined: a link must not be told apart from text by colour alone (WCAG 1.4.1).
      textDecorationLine: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '3px',
      cursor: 'pointer',
      transition: colorTransition,
      selectors: {
        '&[data-hovered]': { textDecorationThickness: '2px' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  ],
  variants: {
    variant: {
      accent: { color: vars.color.accent },
      muted: {
        color: vars.color.textMuted,
        selectors: { '&[data-hovered]': { color: vars.color.text } },
      },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { variant: 'accent' },
});
