export { Fieldset, FieldGrid, FieldGridRow, fieldGridColumns } from './Fieldset';
export type { FieldsetProps, FieldGridProps, FieldGridColumns } from './Fieldset';
