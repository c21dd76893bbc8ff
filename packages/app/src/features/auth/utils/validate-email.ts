import { TEXT } from '@/config/constants';

/** The "simple e-mail pattern" of docs/product/front-desk.md §5: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login screen's e-mail message, or undefined when the address is acceptable. */
export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return TEXT.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return TEXT.emailInvalid;
  return undefined;
}
