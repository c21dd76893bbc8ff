import type { Store } from '@countertop/api';

/** One line, as an Australian address is written: '1 George St, Level 2, Sydney NSW 2000'. */
export function formatAddress(address: Store['address']): string {
  const place = [address.city, address.state, String(address.pinCode)].filter(Boolean).join(' ');
  return [address.line1, address.line2, place].filter((part) => part.trim() !== '').join(', ');
}
