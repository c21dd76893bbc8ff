import { addOffer, OFFER_MESSAGES } from '@countertop/api';
import { useAddAndPublishOffer, useAddOffer, usePublishOffer, useUpdateOffer } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { DatePicker, todayIso } from '@countertop/ui/DatePicker';
import { FieldGrid, FieldGridRow, Fieldset } from '@countertop/ui/Fieldset';
import { ImageIcon } from '@countertop/ui/icons';
import { Notice } from '@countertop/ui/Notice';
import { TextField } from '@countertop/ui/TextField';
import { ThumbnailList } from '@countertop/ui/ThumbnailList';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DraftFormPage } from '@/components/draft-form-page';
import { paths } from '@/config/paths';
import { fieldErrors, hasErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { useGalleryImages } from '../hooks/use-gallery-images';
import type { OfferEditState, SelectedImage } from '../utils/offer-edit-state';
import { OFFERS_TEXT as T } from '../texts';
import { GallerySelectDialog } from './gallery-select-dialog';

/**
 * /offers/add (docs/product/management.md §2, §4, §5): title, description, the last day (not
 * before today) and images from the gallery. Save keeps a draft; Publish shows it to staff (a
 * draft being edited is updated, then published). Each returns to /offers on success; a refusal,
 * such as the plan's limit of published offers, stays on the form.
 */
export function OfferForm({ editing }: { editing?: OfferEditState }) {
  const navigate = useNavigate();
  const form = useFormState({
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    expiryDate: editing?.expiryDate ?? '',
  });
  const { values, errors } = form;
  const [images, setImages] = useState<SelectedImage[]>(editing?.selectedImages ?? []);
  const [choosing, setChoosing] = useState(false);
  // docs/product/management.md §8: failures are not toasted; the reason shows on the form instead.
  const quiet = { requestOptions: { errorToast: false } };
  const add = useAddOffer(quiet);
  const addAndPublish = useAddAndPublishOffer(quiet);
  const update = useUpdateOffer(quiet);
  const publish = usePublishOffer(quiet);
  const draftId = editing?.id;
  // An offer passed in for editing has its images' URLs only; the gallery (the picker's own
  // query, so one request serves both) gives their titles.
  const gallery = useGalleryImages();
  const titles = new Map(gallery.images.map((image) => [image.url, image.title]));

  function checkRequest() {
    const request = { ...values, offerImages: images.map((image) => image.url) };
    const found = fieldErrors(addOffer.request, request);
    // The picker refuses earlier days; a typed one is caught here (the server checks it too).
    if (!found.expiryDate && values.expiryDate < todayIso()) found.expiryDate = OFFER_MESSAGES.expiryPast;
    form.setErrors(found);
    return hasErrors(found) ? undefined : request;
  }

  const title = draftId ? T.editTitle : T.addTitle;
  return (
    <>
      <DraftFormPage
        title={title}
        texts={T}
        calls={{ add, addAndPublish, update, publish }}
        draftKey={draftId ? { offerId: draftId } : undefined}
        checkRequest={checkRequest}
        onClose={() => void navigate(paths.offers.getHref())}
      >
        <FieldGrid columns={2}>
          <TextField
            label={T.offerTitle}
            isRequired
            autoComplete="off"
            maxLength={100}
            {...form.field('title')}
          />
          <DatePicker
            label={T.expiresOn}
            isRequired
            minValue="today"
            value={values.expiryDate || null}
            onChange={(day) => form.set('expiryDate', day ?? '', 'expiryDate')}
            isInvalid={Boolean(errors.expiryDate)}
            errorMessage={errors.expiryDate ?? OFFER_MESSAGES.expiryPast}
          />
          <FieldGridRow>
            <TextField
              label={T.description}
              isRequired
              autoComplete="off"
              maxLength={1000}
              rows={4}
              {...form.field('description')}
            />
          </FieldGridRow>
        </FieldGrid>
        <Fieldset legend={T.imagesLabel}>
          <div>
            <Button onPress={() => setChoosing(true)}>
              <ImageIcon />
              {T.selectFromGallery}
            </Button>
          </div>
          {errors.offerImages && (
            <Notice tone="danger" role="alert">
              {errors.offerImages}
            </Notice>
          )}
          <ThumbnailList
            aria-label={T.selectedImages}
            items={images.map((image, index) => ({
              id: image.url,
              src: image.url,
              title: image.title || titles.get(image.url) || `${T.untitled} ${index + 1}`,
            }))}
            onRemove={(url) => setImages((current) => current.filter((image) => image.url !== url))}
            emptyText={T.noImages}
          />
        </Fieldset>
      </DraftFormPage>
      <GallerySelectDialog
        isOpen={choosing}
        onOpenChange={setChoosing}
        chosen={images}
        onSelect={setImages}
      />
    </>
  );
}
