/** What a device is called: the name the owner's sign-in gave it ('Counter 1 - Web'), else the browser's ('Chrome on Linux'). */
export function deviceName(device: { displayName: string; name: string }): string {
  return device.displayName.trim() || device.name.trim() || 'Unnamed device';
}
