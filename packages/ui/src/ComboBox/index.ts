export { ComboBox, ComboBoxItem } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
