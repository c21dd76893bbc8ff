export { ImageGrid } from './ImageGrid';
export type { ImageGridProps, GridImage } from './ImageGrid';
