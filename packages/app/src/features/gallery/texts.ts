/** The gallery's texts (docs/product/management.md §2 Gallery, §5 Image upload, §8). */
export const GALLERY_TEXT = {
  title: 'Gallery',
  titleWithCount: (count: number, limit: number) => `Gallery (${count}/${limit})`,
  search: 'Search images',
  searchPlaceholder: 'Search image by title...',
  add: 'Upload Image',
  grid: 'Gallery images',
  empty: 'No images found',
  loading: 'Loading images',
  loadingMore: 'Loading more images...',
  end: 'End of Gallery',
  // The upload modal
  uploadTitle: 'Upload Image',
  imageTitle: 'Image Title',
  image: 'Image',
  chooseImage: 'Choose image',
  notAnImage: 'Please select an image file',
  accepted: 'PNG, JPEG, WebP or GIF, up to 5 MB.',
  progress: (fileName: string) => `Uploading ${fileName}`,
  failed: 'Upload failed',
  cancel: 'Cancel',
  upload: 'Upload',
  uploading: 'Uploading',
} as const;

/** docs/product/management.md §9: the first page holds 10 images, and so does each next one. */
export const GALLERY_PAGE_SIZE = 10;

/** 'End of Gallery' shows once this many images are loaded (docs/product/management.md §9). */
export const GALLERY_END_AT = 50;
