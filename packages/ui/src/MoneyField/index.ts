export { MoneyField } from './MoneyField';
export type { MoneyFieldProps } from './MoneyField';
export { formatMoney, isMoneyInput, parseMoney } from './money';
