import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The grid answers to its own width, not the viewport's: a card beside a sidebar is narrow on a
// wide screen.
export const container = style({ containerType: 'inline-size' });

/** Below 36rem one tile a row at full width; from it every tile in one row of equal columns. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    '(min-width: 36rem)': { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' },
  },
});

/** A list's item holds its tile at the item's full height, so a row's tiles end level. */
export const item = style({ display: 'grid' });
