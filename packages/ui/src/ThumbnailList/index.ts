export { ThumbnailList } from './ThumbnailList';
export type { ThumbnailListProps, Thumbnail } from './ThumbnailList';
