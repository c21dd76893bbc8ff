import type { BackOfficeUserType, Device, SelectedStore } from '@countertop/api';
import { WEB_DEVICE } from '@/config/constants';
import { describeBrowser } from './describe-browser';

export interface DeviceInput {
  userType: BackOfficeUserType;
  store: SelectedStore | null;
  userAgent: string;
  /** A fresh id per sign-in (docs/product/front-desk.md §3: "uuid, random per login"). */
  uuid: string;
}

const clip = (text: string, max: number) => text.slice(0, max);

/** The device object sent with verifyloginotp; the server binds the session token to it. */
export function buildDevice({ userType, store, userAgent, uuid }: DeviceInput): Device {
  const { browser, maker, majorVersion, os } = describeBrowser(userAgent);
  const isOwnerDevice = userType === 'B';
  const device: Device = {
    uuid,
    platform: clip(os, 64),
    model: clip(majorVersion ? `${browser} ${majorVersion}` : browser, 128),
    make: clip(maker, 128),
    name: clip(`${browser} on ${os}`, 128),
    regToken: WEB_DEVICE.regToken,
    appVersion: WEB_DEVICE.appVersion,
    isOwnerDevice,
  };
  if (isOwnerDevice && store) {
    device.storeId = store.storeId;
    device.displayName = clip(`${store.counter}${WEB_DEVICE.displayNameSuffix}`, 128);
  }
  return device;
}
