import { listGalleryImages, uploadGalleryImage } from '../../contract/gallery.js';
import { mutationHook } from '../mutation-hook.js';

/**
 * Sent as multipart/form-data; pass `requestOptions: { onUploadProgress }` for a progress bar.
 * The gallery's pages (and its count) are asked again after it.
 */
export const useUploadGalleryImage = mutationHook(uploadGalleryImage, { invalidates: [listGalleryImages] });
