const dateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When someone last signed in on a device, as Australians write it: '15 Jun 2026, 3:04 pm'. */
export function formatSignIn(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : dateTime.format(value);
}

/** What a device is called: the name the owner's sign-in gave it ('Counter 1 - Web'), else the browser's ('Chrome on Linux'). */
export function deviceName(device: { displayName: string; name: string }): string {
  return device.displayName.trim() || device.name.trim() || 'Unnamed device';
}
