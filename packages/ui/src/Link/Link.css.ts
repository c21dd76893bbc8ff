import { recipe } from '@vanilla-extract/recipes';
import { disabledText } from '../styles/disabled.css';
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
        // Muted and no longer underlined: it reads as text, not as a link to follow (a muted link
        // is muted text already, so colour alone would not tell). Outranks the variants' colours.
        '&[data-disabled]': { ...disabledText, textDecorationLine: 'none' },
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
