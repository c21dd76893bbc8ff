/**
 * docs/product/management.md §5: the pin code is sent as an integer, 0 when what was typed is not a
 * number (the server answers 'Pincode is required' for 0, and pads NT's 800 back to 0800).
 */
export function pinCodeAsInteger(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : 0;
}
