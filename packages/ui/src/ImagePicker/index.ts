export { ImagePicker, isImageFile } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';
export { shortenFileName } from './shortenFileName';
