/** The devices screen's texts (docs/product/management.md §2 Devices, §8). */
export const DEVICE_TEXT = {
  title: 'Devices',
  description:
    'Every browser and tablet someone of your business signed in on. Deleting one signs it out at once.',
  tableLabel: 'Devices',
  columns: { name: 'Device Name', platform: 'Platform', status: 'Status' },
  ownerDevice: 'Owner Device',
  regularDevice: 'Regular Device',
  thisDevice: 'This device',
  signedOut: 'Signed out',
  lastSignIn: (who: string, when: string) => `${who}, signed in ${when}`,
  lastActive: (when: string) => `Last active ${when}`,
  delete: (name: string) => `Delete ${name}`,
  confirmTitle: 'Delete this device?',
  confirmOther: (name: string) => `Anyone signed in on ${name} is signed out at once and must sign in again.`,
  confirmOwn: 'This is the device you are using now: you will be signed out.',
  confirmLabel: 'Delete',
  empty: 'No devices found',
  loadFailed: 'Failed to load devices data',
  loading: 'Loading devices',
  pages: 'Device pages',
} as const;

/** docs/product/management.md §9: devices 10 a page. */
export const DEVICES_PAGE_SIZE = 10;
