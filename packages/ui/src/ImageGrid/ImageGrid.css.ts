import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { choiceIndicator } from '../styles/choice.css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Two columns on phones; the asked-for count from the header breakpoint up. */
export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    outline: 'none',
    padding: vars.space.xxs,
  },
  variants: {
    columns: {
      2: {},
      3: { '@media': { [media.aboveSmall]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: { '@media': { [media.aboveSmall]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 3 },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `2px solid transparent`,
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    // Selection is a thick accent border and a ticked box: shape as well as colour.
    '&[data-selected]': { borderColor: vars.color.accentSolid, background: vars.color.surfaceActive },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceActive,
});

export const caption = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** The selection checkbox sits on the image's corner. */
export const checkbox = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  display: 'flex',
  // A 24px target around the 18px box.
  padding: '3px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});

export const box = style([choiceIndicator, { marginBlockStart: 0, borderRadius: vars.radius.sm }]);

export const mark = style({ opacity: 0, selectors: { '[data-selected] > * > &': { opacity: 1 } } });

export const empty = style({
  gridColumn: '1 / -1',
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * Cancel and Select stay in reach under a long gallery: stuck to the bottom of the scrolling
 * dialog a picker lives in, on the dialog's surface so tiles pass beneath them.
 */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  paddingBlock: vars.space.sm,
  background: vars.color.surfaceRaised,
});
