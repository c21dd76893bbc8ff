import { IMAGE_CONTENT_TYPES, IMAGE_MESSAGES } from '@countertop/api';
import type { BusinessInfo } from '@countertop/api';
import { useUploadLogo } from '@countertop/api/react';
import { Card } from '@countertop/ui/Card';
import { ImageUploadButton } from '@countertop/ui/ImageUploadButton';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { withCacheBuster } from '../utils/cache-buster';
import { PROFILE_TEXT } from '../texts';

/**
 * The business's logo and who it is (docs/product/management.md §2 Profile): clicking the logo
 * picks an image, which is uploaded at once; the logo then shows the new image, its URL given a
 * timestamp so no cache shows the old one. The failure is said under the logo, where the person
 * is looking, so the generic toast is off.
 */
export function BusinessLogo({ info }: { info: BusinessInfo }) {
  const [uploaded, setUploaded] = useState<string | null>(null);
  const upload = useUploadLogo({ requestOptions: { errorToast: false } });

  function onSelect(logo: File) {
    if (upload.isPending) return;
    upload.mutate(
      { logo },
      {
        onSuccess: ({ logoContextURL }) => {
          // docs/product/management.md §8: an answer without a URL is logged and changes nothing.
          if (!logoContextURL) {
            console.error('The logo upload answered without a URL');
            return;
          }
          setUploaded(withCacheBuster(logoContextURL, Date.now()));
        },
      },
    );
  }

  return (
    <Card>
      <Stack direction="horizontal" gap="xl" align="center" wrap>
        <ImageUploadButton
          label={PROFILE_TEXT.uploadLogo}
          src={uploaded ?? info.logo}
          onSelect={onSelect}
          isPending={upload.isPending}
          pendingLabel={PROFILE_TEXT.uploadingLogo}
          acceptedFileTypes={IMAGE_CONTENT_TYPES}
          invalidTypeMessage={IMAGE_MESSAGES.notAnImage}
          errorMessage={upload.error?.message}
        />
        <Stack gap="xs">
          <strong>{info.name}</strong>
          <span>{[info.userName && `@${info.userName}`, info.category].filter(Boolean).join(' · ')}</span>
          <span>{PROFILE_TEXT.logoHelp}</span>
        </Stack>
      </Stack>
    </Card>
  );
}
