import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceIndicator, choiceRow } from '../styles/choice.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const items = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column' });

export const row = choiceRow;

export const circle = style([choiceIndicator, { borderRadius: vars.radius.full }]);

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.onAccent,
  transform: 'scale(0)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${choiceRow}[data-selected] &`]: { transform: 'scale(1)' },
    [`${choiceRow}[data-disabled] &`]: { background: vars.color.surfaceRaised },
  },
  '@media': {
    // The dot inherits the circle's 'none' and is drawn in the circle's text colour.
    [media.forcedColors]: { background: 'currentColor' },
  },
});

export const radioDescription = style({ paddingInlineStart: `calc(18px + ${vars.space.sm})` });
