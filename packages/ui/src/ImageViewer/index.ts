export { ImageViewer } from './ImageViewer';
export type { ImageViewerProps, ViewerImage } from './ImageViewer';
