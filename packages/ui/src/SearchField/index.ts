export { SearchField, searchQuery } from './SearchField';
export type { SearchFieldProps } from './SearchField';
