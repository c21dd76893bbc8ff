export { DetailsTable } from './DetailsTable';
export type { DetailsTableProps, DetailsRow } from './DetailsTable';
