import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

/** A square window onto the camera; html5-qrcode draws its video and scan box inside. */
export const viewfinder = style({
  position: 'relative',
  width: '100%',
  maxWidth: '320px',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceActive,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-hidden]': { display: 'none' },
  },
});

export const reader = style({ width: '100%', height: '100%' });

globalStyle(`${reader} video`, { width: '100% !important', height: '100% !important', objectFit: 'cover' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const status = style({
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  textAlign: 'center',
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
});

export const noticeIcon = style({
  display: 'flex',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceActive,
  color: vars.color.warning,
});

export const noticeText = style({ color: vars.color.text, fontSize: vars.font.size.md, maxWidth: '40ch' });

export const noticeHint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  maxWidth: '44ch',
});
