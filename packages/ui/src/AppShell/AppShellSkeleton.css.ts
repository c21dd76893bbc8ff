import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { sidebarColumn } from './AppShell.css';

/** Shown where AppShell shows its sidebar in the page; below that, AppShell has a drawer. */
export const sidebar = style([
  sidebarColumn,
  {
    display: 'none',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    background: vars.color.surface,
    '@media': { [media.large]: { display: 'flex' } },
  },
]);

/** The wordmark's place: the sidebar's top, or the header's start where the sidebar is a drawer. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInlineStart: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const headerBrand = style([brand, { flex: 1, '@media': { [media.large]: { display: 'none' } } }]);

/** The menu button's place in the header, where AppShell has one. */
export const menu = style({
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  '@media': { [media.large]: { display: 'none' } },
});

const placeholder = style({ borderRadius: vars.radius.md, background: vars.color.surfaceHover });

export const item = style([placeholder, { height: vars.size.controlMd }]);

export const title = style([
  placeholder,
  { width: 'min(16rem, 60%)', height: vars.size.controlMd, marginBlockEnd: vars.space.lg },
]);

export const blocks = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});

export const block = style([placeholder, { height: '6rem' }]);
