export const scanner = {
  title: 'Scan QR code',
  openSettings: 'Open Settings',
};
