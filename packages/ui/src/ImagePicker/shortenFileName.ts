/**
 * Long file names are shown as their first and last characters around an ellipsis, so both the
 * start of the name and its extension stay visible: 'holiday-photo-from-the-beach.jpeg' →
 * 'holiday-…ach.jpeg'. Names of up to `maxLength` characters are returned unchanged. Counts code
 * points, so an emoji or accent is never cut in half.
 */
export function shortenFileName(name: string, maxLength = 20, keep = 8): string {
  const chars = Array.from(name);
  if (chars.length <= maxLength) return name;
  return `${chars.slice(0, keep).join('')}…${chars.slice(-keep).join('')}`;
}
