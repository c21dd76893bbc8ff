export { DescriptionList } from './DescriptionList';
export type { DescriptionListProps, DescriptionItem } from './DescriptionList';
