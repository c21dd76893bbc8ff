export { ImageUploadButton, imageUploadButtonSizes } from './ImageUploadButton';
export type { ImageUploadButtonProps, ImageUploadButtonSize } from './ImageUploadButton';
