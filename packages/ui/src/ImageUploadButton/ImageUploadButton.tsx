import { Button as RACButton, FileTrigger } from 'react-aria-components';
import { ImageUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useImageChoice } from '../hooks/useImageChoice';
import { useStaleAnnouncementCleanup } from '../hooks/useStaleAnnouncementCleanup';
import { Spinner } from '../Spinner';
import * as styles from './ImageUploadButton.css';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import { imageUpload } from '../intl/en-AU/imageUpload';

export const imageUploadButtonSizes = ['md', 'lg'] as const;
export type ImageUploadButtonSize = (typeof imageUploadButtonSizes)[number];

export interface ImageUploadButtonProps {
  /**
   * The button's name: what pressing it does, e.g. 'Upload logo'. Written in the frame while there
   * is no picture (or it fails to load), so what is seen is what speech input can say.
   */
  label: string;
  /** The current picture's URL; null or undefined shows `label` in the frame. */
  src?: string | null;
  /** Called with the chosen image. Never called with a file that is not an image. */
  onSelect: (file: File) => void;
  /** An upload is under way: a spinner covers the picture and presses are ignored. @default false */
  isPending?: boolean;
  /** What the spinner says to screen readers. @default 'Uploading' (localised) */
  pendingLabel?: string;
  /** Help text under the picture, linked to the button. */
  description?: ReactNode;
  /** An error from outside (e.g. the upload failed), shown under the picture. */
  errorMessage?: ReactNode;
  /** Shown when the chosen file is not an image. @default 'Please select an image file' (localised) */
  invalidTypeMessage?: string;
  /** Which image types the file dialog offers. @default ['image/*'] */
  acceptedFileTypes?: readonly string[];
  /** The frame's size. @default 'lg' */
  size?: ImageUploadButtonSize;
  /** Disables choosing. @default false */
  isDisabled?: boolean;
}

/**
 * A picture that is its own upload button (a logo, a profile photo): pressing it, or Enter/Space
 * on it, opens the file dialog for images; the chosen image goes to `onSelect`. The type is
 * checked again on choice, since "All files" in the dialog bypasses the filter.
 *
 * ```tsx
 * <ImageUploadButton label="Upload logo" src={logoUrl} isPending={uploading}
 *   onSelect={(file) => upload(file)} description="Click the logo to upload a new one." />
 * ```
 */
export function ImageUploadButton({
  label,
  src,
  onSelect,
  isPending = false,
  pendingLabel: ownPendingLabel,
  description,
  errorMessage,
  invalidTypeMessage: ownInvalidTypeMessage,
  acceptedFileTypes = ['image/*'],
  size = 'lg',
  isDisabled = false,
}: ImageUploadButtonProps) {
  const strings = useUiStrings('imageUpload', imageUpload);
  const commonStrings = useUiStrings('common', common);
  const pendingLabel = ownPendingLabel ?? strings.format('uploading');
  const invalidTypeMessage = ownInvalidTypeMessage ?? commonStrings.format('notAnImage');
  const ids = { button: useId(), description: useId(), error: useId() };
  useStaleAnnouncementCleanup(ids.button);
  const { typeError, onSelect: onFiles } = useImageChoice(onSelect);
  // Remembers which URL failed, so a new `src` (the cache-busted one after an upload) gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const error = typeError ? invalidTypeMessage : errorMessage;
  const describedBy = [description ? ids.description : null, error ? ids.error : null].filter(Boolean);

  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={onFiles}>
        <RACButton
          id={ids.button}
          aria-label={label}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          isPending={isPending}
          isDisabled={isDisabled}
          className={styles.frame({ size })}
          data-has-image={showImage ? '' : undefined}
        >
          {showImage ? (
            <img
              className={styles.image}
              src={src ?? undefined}
              alt=""
              onError={() => setFailedSrc(src ?? null)}
            />
          ) : (
            <span className={styles.placeholder}>
              <ImageUp size={24} aria-hidden="true" />
              {label}
            </span>
          )}
          <span className={styles.badge} aria-hidden="true">
            <ImageUp size={16} />
          </span>
          {isPending && (
            <span className={styles.busy}>
              <Spinner size="sm" label={pendingLabel} />
            </span>
          )}
        </RACButton>
      </FileTrigger>
      {description && (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      )}
      {/* Polite: the type error appears after the file dialog closes, away from where focus was. */}
      <span id={ids.error} className={styles.error} aria-live="polite">
        {error}
      </span>
    </div>
  );
}
