import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A legend reads as a sub-heading of its form; `float` lets the flex gap apply to it. */
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  paddingBlockEnd: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The narrowest a column gets before the grid drops to fewer columns. */
const minColumn = '15rem';

/**
 * At most `columns` columns, each at least `minColumn` wide: the grid drops a column wherever the
 * room runs out (a phone, a narrow dialog, a sidebar open beside it) without media queries.
 */
export const grid = recipe({
  base: {
    display: 'grid',
    gap: `${vars.space.lg} ${vars.space.xl}`,
    alignItems: 'start',
    minWidth: 0,
  },
  variants: {
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${minColumn}, calc((100% - ${vars.space.xl}) / 2))), 1fr))`,
      },
      3: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${minColumn}, calc((100% - 2 * ${vars.space.xl}) / 3))), 1fr))`,
      },
    },
  },
  defaultVariants: { columns: 1 },
});

/** A grid item that takes a whole row (a long address line, a checkbox, a row of buttons). */
export const fullRow = style({ gridColumn: '1 / -1', minWidth: 0 });
