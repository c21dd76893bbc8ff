import { style } from '@vanilla-extract/css';
import { choiceIndicator, choiceRow } from '../styles/choice.css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = choiceRow;

export const box = style([choiceIndicator, { borderRadius: vars.radius.sm }]);

export const mark = style({
  opacity: 0,
  selectors: {
    [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: { opacity: 1 },
  },
});

/** Description and error line up under the label, not under the box. */
export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: `calc(18px + ${vars.space.sm})`,
});
