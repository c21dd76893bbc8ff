import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Sonner styles itself; these map its theme variables and icons onto our tokens. The attribute
 * selectors outrank sonner's own `[data-sonner-toaster][data-sonner-theme=…]` rules, which it
 * injects after our stylesheet.
 */
export const toaster = style({
  fontFamily: vars.font.family.body,
  selectors: {
    '&[data-sonner-toaster][data-sonner-theme]': {
      vars: {
        '--normal-bg': vars.color.surfaceRaised,
        '--normal-border': vars.color.border,
        '--normal-text': vars.color.text,
        '--border-radius': vars.radius.lg,
      },
    },
  },
});

export const toast = style({
  boxShadow: vars.elevation.medium,
  fontSize: vars.font.size.md,
});

export const description = style({ color: vars.color.textMuted });

globalStyle(`${toaster} [data-type="success"] [data-icon]`, { color: vars.color.success });
globalStyle(`${toaster} [data-type="error"] [data-icon]`, { color: vars.color.danger });
globalStyle(`${toaster} [data-type="warning"] [data-icon]`, { color: vars.color.warning });
globalStyle(`${toaster} [data-type="info"] [data-icon]`, { color: vars.color.accent });
