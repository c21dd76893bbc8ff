import { useState } from 'react';

/** A file is an image when the browser says so; `accept` only filters the dialog, drag-in and "All files" bypass it. */
export const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * The type check of every image chooser (ImagePicker, ImageUploadButton), for a FileTrigger's
 * `onSelect`: the first file goes to `onImage` when it is an image; otherwise `typeError` holds
 * until an image is chosen.
 */
export function useImageChoice(onImage: (file: File) => void) {
  const [typeError, setTypeError] = useState(false);

  const onSelect = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    const isImage = isImageFile(chosen);
    setTypeError(!isImage);
    if (isImage) onImage(chosen);
  };

  return { typeError, onSelect };
}
