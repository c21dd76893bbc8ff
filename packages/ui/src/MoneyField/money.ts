/** Digits with at most two decimals; also the partial forms met while typing ('', '12.', '.5'). */
const moneyInput = /^\d*(\.\d{0,2})?$/;

/** Whether `text` may stand in a money input: only digits and at most one point with two decimals. */
export function isMoneyInput(text: string): boolean {
  return moneyInput.test(text);
}

/** The amount in a money input, or null when it holds no number yet ('' or '.'). */
export function parseMoney(text: string): number | null {
  if (!isMoneyInput(text) || text === '' || text === '.') return null;
  return Number(text);
}

/** Dollars as the app shows them: '$' and two decimals ('$12.50'), grouped for thousands. */
export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
