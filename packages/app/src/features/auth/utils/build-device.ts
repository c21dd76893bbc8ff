import type { BackOfficeUserType, Device } from '@countertop/api';
import type { SelectedStore } from '@countertop/app-kit';
import { webDevice } from '@countertop/app-kit';
import { WEB_DEVICE } from '@/config/constants';

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
  const isOwnerDevice = userType === 'B';
  const device: Device = { ...webDevice({ userAgent, uuid }), isOwnerDevice };
  if (isOwnerDevice && store) {
    device.storeId = store.storeId;
    device.displayName = clip(`${store.counter}${WEB_DEVICE.displayNameSuffix}`, 128);
  }
  return device;
}
