import { FileTrigger } from 'react-aria-components';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { useImageChoice } from '../hooks/useImageChoice';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../styles/shared.css';
import { CloseIcon } from '../icons';
import { shortenFileName } from './shortenFileName';
import * as styles from './ImagePicker.css';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import { imagePicker } from '../intl/en-AU/imagePicker';

export interface ImagePickerProps {
  /** The field's visible label, e.g. 'Image'. */
  label: ReactNode;
  /** The chosen file (controlled); `null` for none. */
  value?: File | null;
  /** The file chosen at first (uncontrolled). @default null */
  defaultValue?: File | null;
  /** Called with the chosen image, or null when it is removed. Never called with a non-image. */
  onChange?: (file: File | null) => void;
  /** Text of the choose button. @default 'Choose image' (localised) */
  buttonLabel?: string;
  /** Shown while no file is chosen. @default 'No image chosen' (localised) */
  emptyText?: string;
  /** Shown when the chosen file is not an image. @default 'Please select an image file' (localised) */
  invalidTypeMessage?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** Marks the field invalid from outside (e.g. 'Please select an image' on submit). @default false */
  isInvalid?: boolean;
  /** Shown while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Marks the field as required: an asterisk, and '(required)' in the group's name. @default false */
  isRequired?: boolean;
  /** Disables choosing and removing. @default false */
  isDisabled?: boolean;
  /** Which image types the file dialog offers. @default ['image/*'] */
  acceptedFileTypes?: readonly string[];
  /** Shows a thumbnail of the chosen image. @default true */
  showPreview?: boolean;
}

/**
 * Picks one image file. The dialog offers images only, and the type is checked again on choice.
 * The chosen name is shown shortened (first 8 … last 8 characters) when over 20 characters, in
 * full in its tooltip and for screen readers through the button's description.
 *
 * ```tsx
 * <ImagePicker label="Image" value={file} onChange={setFile} isRequired
 *   isInvalid={submitted && !file} errorMessage="Please select an image" />
 * ```
 */
export function ImagePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  buttonLabel: ownButtonLabel,
  emptyText: ownEmptyText,
  invalidTypeMessage: ownInvalidTypeMessage,
  description,
  isInvalid = false,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  acceptedFileTypes = ['image/*'],
  showPreview = true,
}: ImagePickerProps) {
  const strings = useUiStrings('imagePicker', imagePicker);
  const commonStrings = useUiStrings('common', common);
  const buttonLabel = ownButtonLabel ?? strings.format('choose');
  const emptyText = ownEmptyText ?? strings.format('empty');
  const invalidTypeMessage = ownInvalidTypeMessage ?? commonStrings.format('notAnImage');
  const ids = { label: useId(), name: useId(), description: useId(), error: useId() };
  const [ownFile, setOwnFile] = useState<File | null>(defaultValue);
  const file = value !== undefined ? value : ownFile;
  const previewUrl = useObjectUrl(showPreview ? file : null);

  const choose = (next: File | null) => {
    setOwnFile(next);
    onChange?.(next);
  };

  const { typeError, onSelect } = useImageChoice(choose);

  const error = typeError ? invalidTypeMessage : isInvalid ? errorMessage : undefined;
  const describedBy = [ids.name, description ? ids.description : null, error ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      role="group"
      aria-labelledby={ids.label}
      className={fieldStyles.field}
      data-invalid={error ? '' : undefined}
    >
      <span id={ids.label} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <>
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
            {/* A button cannot carry aria-required, so the group's name says it. */}{' '}
            <span className={visuallyHidden}>(required)</span>
          </>
        )}
      </span>
      <div className={styles.row}>
        {previewUrl && <img className={styles.preview} src={previewUrl} alt="" />}
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={onSelect}>
          <Button isDisabled={isDisabled} aria-describedby={describedBy}>
            <ImageUp aria-hidden="true" />
            {buttonLabel}
          </Button>
        </FileTrigger>
        <span id={ids.name} className={styles.fileName} title={file?.name} data-empty={file ? undefined : ''}>
          {file ? shortenFileName(file.name) : emptyText}
        </span>
        {file && (
          <IconButton
            label={strings.format('remove')}
            size="sm"
            isDisabled={isDisabled}
            onPress={() => choose(null)}
          >
            <CloseIcon />
          </IconButton>
        )}
      </div>
      {description && (
        <span id={ids.description} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {/* Polite live region: the type error appears after the file dialog closes, away from focus. */}
      <span id={ids.error} className={fieldStyles.error} aria-live="polite">
        {error}
      </span>
    </div>
  );
}

/** An object URL for the file's thumbnail, revoked when the file changes or the picker unmounts. */
function useObjectUrl(file: File | null): string | null {
  // Made during render so the thumbnail shows on the same paint as the name; creating a URL has
  // no visible effect, and the effect below releases it. (React's development double render may
  // make one extra URL per file, freed with the page.)
  const url = useMemo(
    // jsdom and very old browsers have no object URLs; the name alone is enough there.
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
