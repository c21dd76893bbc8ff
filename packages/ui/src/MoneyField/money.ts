/** Digits with at most two decimals; also the partial forms met while typing ('', '12.', '.5'). */
const moneyInput = /^\d*(\.\d{0,2})?$/;

/**
 * Whether `text` may stand in a money input: only digits and at most one point with two decimals.
 * It filters keystrokes only; reading the amount is the app's (with its own money type).
 */
export function isMoneyInput(text: string): boolean {
  return moneyInput.test(text);
}
