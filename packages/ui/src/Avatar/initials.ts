/**
 * Up to two initials from a name: the first letters of its first and last words ("Ada Lovelace"
 * → "AL", "cher" → "C"). Letters are taken by code point so accents and emoji stay whole.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
