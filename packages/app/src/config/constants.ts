/** Product-wide constants of the spec (docs/product/front-desk.md §3, §9) and the product website's pages. */

export const PRODUCT_WEBSITE = 'https://countertop.com.au';

export const WEBSITE_LINKS = [
  { label: 'Privacy Policy', href: `${PRODUCT_WEBSITE}/privacy` },
  { label: 'Terms of Service', href: `${PRODUCT_WEBSITE}/terms` },
  { label: 'FAQ', href: `${PRODUCT_WEBSITE}/faq` },
] as const;

/** An owner's device is named after its counter (docs/product/front-desk.md §3); the rest is app-kit's `webDevice`. */
export const WEB_DEVICE = {
  displayNameSuffix: ' - Web',
} as const;

export const USER_TYPE_LABELS = { B: 'Owner', S: 'Staff' } as const;

/** Who signs in to the back office: Owners and Staff (members use the member app). */
export const BACK_OFFICE_USER_TYPES = ['B', 'S'] as const;

export const TEXT = {
  loggedIn: 'Successfully logged in!',
  loginFailed: 'An error occurred while logging in',
  loggedOut: 'Successfully logged out!',
  logoutFailed: 'An error occurred while logging out',
  codeResent: 'OTP resent successfully!',
  codeResendFailed: 'Failed to resend OTP. Please try again.',
  storesFailed: 'Failed to load stores. Please try again.',
  handleRequired: 'Business handle is required',
  cameraDenied: 'Camera access denied. Please allow camera access.',
} as const;
