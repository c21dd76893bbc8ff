export { Select, SelectItem } from './Select';
export type { SelectProps, SelectItemProps, SelectOption } from './Select';
