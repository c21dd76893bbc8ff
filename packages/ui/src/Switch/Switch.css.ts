import { style } from '@vanilla-extract/css';
import { choiceRow } from '../styles/choice.css';
import { colorTransition } from '../styles/shared.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style([choiceRow, { alignItems: 'center' }]);

const trackWidth = '36px';
const trackHeight = '20px';
const thumb = '14px';

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  // The off state's outline is the control's only boundary: borderStrong gives it 3:1.
  border: `1.5px solid ${vars.color.borderStrong}`,
  transition: colorTransition,
  selectors: {
    [`${row}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${row}[data-selected] &`]: { background: vars.color.accentSolid, borderColor: vars.color.accentSolid },
    [`${row}[data-selected][data-hovered] &`]: {
      background: vars.color.accentSolidHover,
      borderColor: vars.color.accentSolidHover,
    },
    [`${row}[data-focus-visible] &`]: {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    // Disabled: as a disabled checkbox (styles/choice.css.ts), the neutral fill when off and the
    // border's grey when on, with a surface-coloured thumb.
    [`${row}[data-disabled] &`]: { background: vars.color.surfaceActive },
    [`${row}[data-disabled][data-selected] &`]: {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        [`${row}[data-selected] &`]: {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
        },
        [`${row}[data-disabled][data-selected] &`]: { background: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

export const thumbDot = style({
  position: 'absolute',
  top: '1.5px',
  left: '2px',
  width: thumb,
  height: thumb,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${row}[data-selected] &`]: {
      background: vars.color.onAccent,
      transform: `translateX(calc(${trackWidth} - ${thumb} - 4px - 3px))`,
    },
    [`${row}[data-disabled][data-selected] &`]: { background: vars.color.surfaceRaised },
  },
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'CanvasText',
      selectors: {
        [`${row}[data-selected] &`]: { background: 'HighlightText' },
        [`${row}[data-disabled] &`]: { background: 'GrayText' },
        [`${row}[data-disabled][data-selected] &`]: { background: 'Canvas' },
      },
    },
  },
});

export const help = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });
