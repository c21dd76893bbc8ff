import { style } from '@vanilla-extract/css';
import { disabledText } from './disabled.css';
import { colorTransition } from './shared.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * Shared by Checkbox and Radio: the clickable row (indicator + label), and the indicator's states
 * read from RAC's data attributes on that row.
 */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': disabledText,
  },
});

export const choiceIndicator = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  // Centres the 18px box on the first line of a 1.5 line-height label.
  marginBlockStart: `calc((1lh - 18px) / 2)`,
  background: vars.color.surfaceRaised,
  border: `1.5px solid ${vars.color.borderStrong}`,
  color: vars.color.onAccent,
  transition: colorTransition,
  selectors: {
    [`${choiceRow}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: {
      background: vars.color.accentSolid,
      borderColor: vars.color.accentSolid,
    },
    [`${choiceRow}[data-selected][data-hovered] &`]: {
      background: vars.color.accentSolidHover,
      borderColor: vars.color.accentSolidHover,
    },
    [`${choiceRow}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choiceRow}[data-focus-visible] &`]: {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    // Disabled (after the rules above, so it wins): grey instead of indigo, state still legible.
    // Off is the neutral fill inside the strong border (3:1 or more); on is filled with the
    // border's grey and a surface-coloured mark (3.9:1 dark, 4.1:1 light).
    [`${choiceRow}[data-disabled] &`]: { background: vars.color.surfaceActive },
    [`${choiceRow}[data-disabled][data-selected] &, ${choiceRow}[data-disabled][data-indeterminate] &`]: {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
      color: vars.color.surfaceRaised,
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${choiceRow}[data-disabled] &`]: { borderColor: 'GrayText' },
        [`${choiceRow}[data-disabled][data-selected] &, ${choiceRow}[data-disabled][data-indeterminate] &`]: {
          background: 'GrayText',
          borderColor: 'GrayText',
          color: 'Canvas',
        },
      },
    },
  },
});
