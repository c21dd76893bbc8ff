/**
 * The server's sign-in texts in a member's words: they speak of an 'OTP', as the spec does for
 * the back office, where a member reads of a code.
 */
export function inPlainWords(serverText: string): string {
  return serverText.replace(/\bOTPs\b/g, 'codes').replace(/\bOTP\b/g, 'code');
}
