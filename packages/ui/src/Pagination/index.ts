export { Pagination, clampPage } from './Pagination';
export type { PaginationProps } from './Pagination';
