export { FieldLabel, FieldDescription, FieldErrorText, fieldStyles } from './Field';
export type { ErrorMessage } from './Field';
