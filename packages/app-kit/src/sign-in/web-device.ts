import type { Device } from '@countertop/api';
import { describeBrowser } from './describe-browser.js';

/** Fixed parts of the device a browser registers at sign-in (docs/product/front-desk.md §3). */
export const WEB_DEVICE = {
  /** A browser app has no push registration; the server needs a non-empty placeholder. */
  regToken: 'web-no-push-token',
  appVersion: '1.0.0',
} as const;

const clip = (text: string, max: number) => text.slice(0, max);

/**
 * The device object of verifyloginotp for this browser, named from its user agent; the server
 * binds the session token to it. An owner's device adds its store and counter on top.
 */
export function webDevice({ userAgent, uuid }: { userAgent: string; uuid: string }): Device {
  const { browser, maker, majorVersion, os } = describeBrowser(userAgent);
  return {
    uuid,
    platform: clip(os, 64),
    model: clip(majorVersion ? `${browser} ${majorVersion}` : browser, 128),
    make: clip(maker, 128),
    name: clip(`${browser} on ${os}`, 128),
    regToken: WEB_DEVICE.regToken,
    appVersion: WEB_DEVICE.appVersion,
    isOwnerDevice: false,
  };
}
