import { useRef, useState } from 'react';

/** A file is an image when the browser says so; `accept` only filters the dialog, drag-in and "All files" bypass it. */
export const isImageFile = (file: File) => file.type.startsWith('image/');

/** Whether this browser can try drawing a file (jsdom and very old browsers cannot). */
const canDecode = () =>
  typeof URL.createObjectURL === 'function' && typeof HTMLImageElement.prototype.decode === 'function';

/**
 * Whether the browser can draw the file. The type comes from the name alone, so a text file named
 * .png passes `isImageFile` and would show as a broken thumbnail before the server refused it.
 */
async function decodes(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The type check of every image chooser (ImagePicker, ImageUploadButton), for a FileTrigger's
 * `onSelect`: the first file goes to `onImage` when it is an image the browser can draw; otherwise
 * `typeError` holds until an image is chosen.
 */
export function useImageChoice(onImage: (file: File) => void) {
  const [typeError, setTypeError] = useState(false);
  // Only the latest choice counts: an earlier file still decoding must not override it.
  const latest = useRef<File | null>(null);

  const settle = (file: File, isImage: boolean) => {
    if (latest.current !== file) return;
    setTypeError(!isImage);
    if (isImage) onImage(file);
  };

  const onSelect = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    latest.current = chosen;
    if (!isImageFile(chosen) || !canDecode()) {
      settle(chosen, isImageFile(chosen));
      return;
    }
    void decodes(chosen).then((isImage) => settle(chosen, isImage));
  };

  return { typeError, onSelect };
}
