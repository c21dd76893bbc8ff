export { ImagePicker } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';
export { shortenFileName } from './shortenFileName';
