export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { todayIso } from './isoDate';
