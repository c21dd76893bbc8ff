import { SIGN_IN_TEXT } from './texts.js';

/** The "simple e-mail pattern" of docs/product/front-desk.md §5: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sign-in screen's e-mail message, or undefined when the address is acceptable. */
export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return SIGN_IN_TEXT.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return SIGN_IN_TEXT.emailInvalid;
  return undefined;
}
