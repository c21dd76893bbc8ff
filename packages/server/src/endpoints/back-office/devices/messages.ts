export const DEVICE_MESSAGES = {
  notFound: 'Device not found',
  deleted: 'Device deleted. Anyone signed in on it has been signed out.',
  deletedOwn: 'This device is deleted and you have been signed out. Sign in again to continue.',
} as const;
