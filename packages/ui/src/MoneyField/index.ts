export { MoneyField } from './MoneyField';
export type { MoneyFieldProps } from './MoneyField';
export { isMoneyInput } from './money';
