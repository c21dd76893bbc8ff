import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/**
 * Takes the free space (the search box). At 640px and below it drops to a full-width second row,
 * so the search keeps a usable width on phones.
 */
export const middle = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  order: 3,
  flexBasis: '100%',
  '@media': {
    [media.aboveSmall]: { order: 0, flex: 1, flexBasis: 'auto', maxWidth: '560px' },
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

/** Hidden at 640px and below (docs/product/front-desk.md §2: theme toggle and logout leave the header). */
export const wideOnly = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [media.aboveSmall]: { display: 'flex' },
  },
});
