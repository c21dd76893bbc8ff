import { IMAGE_CONTENT_TYPES, IMAGE_MESSAGES } from '@countertop/api';
import { useUploadGalleryImage } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Dialog } from '@countertop/ui/Dialog';
import { Form } from '@countertop/ui/Form';
import { ImagePicker, shortenFileName } from '@countertop/ui/ImagePicker';
import { Notice } from '@countertop/ui/Notice';
import { ProgressBar } from '@countertop/ui/ProgressBar';
import { Stack } from '@countertop/ui/Stack';
import { TextField } from '@countertop/ui/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { GALLERY_TEXT as T } from '../texts';

/**
 * The Upload Image modal (docs/product/management.md §2, §5): a title and an image file, the
 * upload's progress while it goes, and a fresh form after each upload (the modal closes, and its
 * fields start empty when it opens again).
 */
export function UploadImageDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog title={T.uploadTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <UploadImageForm onDone={close} />}
    </Dialog>
  );
}

function UploadImageForm({ onDone }: { onDone: () => void }) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadGalleryImage({
    requestOptions: {
      errorToast: false,
      onUploadProgress: ({ fraction }) =>
        setProgress(fraction === undefined ? null : Math.round(fraction * 100)),
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    const found = {
      title: title.trim() ? undefined : IMAGE_MESSAGES.title,
      file: file ? undefined : IMAGE_MESSAGES.file,
    };
    setErrors(found);
    setRefusal(null);
    if (!file || found.title) return;
    setProgress(0);
    upload.mutate(
      { image: file, imageName: title.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setFile(null);
          setProgress(null);
          onDone();
        },
        onError: (error) => {
          setRefusal(error.message);
          setProgress(null);
        },
      },
    );
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={T.uploadTitle}>
      <Stack gap="lg">
        <TextField
          label={T.imageTitle}
          isRequired
          autoComplete="off"
          maxLength={100}
          value={title}
          onChange={(value) => {
            setTitle(value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title}
          isDisabled={upload.isPending}
        />
        <ImagePicker
          label={T.image}
          isRequired
          value={file}
          onChange={(next) => {
            setFile(next);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          buttonLabel={T.chooseImage}
          invalidTypeMessage={T.notAnImage}
          acceptedFileTypes={IMAGE_CONTENT_TYPES}
          description={T.accepted}
          isInvalid={Boolean(errors.file)}
          errorMessage={errors.file}
          isDisabled={upload.isPending}
        />
        {upload.isPending && (
          <ProgressBar
            label={T.progress(shortenFileName(file?.name ?? ''))}
            value={progress ?? 0}
            isIndeterminate={progress === null}
          />
        )}
        {refusal && (
          <Notice tone="danger" role="alert">
            {refusal}
          </Notice>
        )}
        <Stack direction="horizontal" gap="md" justify="end" wrap>
          <Button onPress={onDone} isDisabled={upload.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={upload.isPending} pendingLabel={T.uploading}>
            {T.upload}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
