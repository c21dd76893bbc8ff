import { addOffer, OFFER_MESSAGES } from '@countertop/api';
import {
  useAddAndPublishOffer,
  useAddOffer,
  useGalleryPages,
  usePublishOffer,
  useUpdateOffer,
} from '@countertop/api/react';
import {
  Button,
  Card,
  DatePicker,
  FieldGrid,
  FieldGridRow,
  Fieldset,
  Form,
  ImageIcon,
  Notice,
  PageHeader,
  Stack,
  TextField,
  ThumbnailList,
  todayIso,
} from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fieldErrors, hasErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import type { OfferEditState, SelectedImage } from '../utils/offer-edit-state';
import { OFFERS_TEXT as T } from '../texts';
import { GallerySelectDialog } from './gallery-select-dialog';

type Action = 'save' | 'publish';

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const quiet = { requestOptions: { errorToast: false } };
  const add = useAddOffer(quiet);
  const addAndPublish = useAddAndPublishOffer(quiet);
  const update = useUpdateOffer(quiet);
  const publish = usePublishOffer(quiet);
  const draftId = editing?.id;
  // An offer passed in for editing has its images' URLs only; the gallery (the picker's own
  // query, so one request serves both) gives their titles.
  const gallery = useGalleryPages({ pageSize: 50, requestOptions: { errorToast: false } });
  const titles = new Map(
    (gallery.data ?? []).flatMap((page) =>
      page.images.map((i) => [`${page.basePath}${i.name}`, i.title] as const),
    ),
  );

  const backToList = () => void navigate(paths.offers.getHref());

  async function submit(next: Action) {
    if (action !== null) return;
    setRefusal(null);
    const request = { ...values, offerImages: images.map((image) => image.url) };
    const found = fieldErrors(addOffer.request, request);
    // The picker refuses earlier days; a typed one is caught here (the server checks it too).
    if (!found.expiryDate && values.expiryDate < todayIso()) found.expiryDate = OFFER_MESSAGES.expiryPast;
    form.setErrors(found);
    if (hasErrors(found)) return;
    setAction(next);
    try {
      if (draftId) {
        await update.mutateAsync({ offerId: draftId, ...request });
        if (next === 'publish') await publish.mutateAsync({ offerId: draftId });
      } else if (next === 'publish') {
        await addAndPublish.mutateAsync(request);
      } else {
        await add.mutateAsync(request);
      }
      backToList();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setAction(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit('save');
  }

  const title = draftId ? T.editTitle : T.addTitle;
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={title}>
          <Stack gap="lg">
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
            {refusal && (
              <Notice tone="danger" role="alert">
                {refusal}
              </Notice>
            )}
            <Stack direction="horizontal" gap="md" justify="end" wrap>
              <Button onPress={backToList}>{T.cancel}</Button>
              <Button
                type="submit"
                isPending={action === 'save'}
                pendingLabel={T.saving}
                isDisabled={action === 'publish'}
              >
                {T.save}
              </Button>
              <Button
                variant="primary"
                isPending={action === 'publish'}
                pendingLabel={T.saving}
                isDisabled={action === 'save'}
                onPress={() => void submit('publish')}
              >
                {T.publishButton}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </Card>
      <GallerySelectDialog
        isOpen={choosing}
        onOpenChange={setChoosing}
        chosen={images}
        onSelect={setImages}
      />
    </>
  );
}
