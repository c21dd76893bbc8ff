import { Button } from '@countertop/ui/Button';
import { Dialog } from '@countertop/ui/Dialog';
import { ImageGrid } from '@countertop/ui/ImageGrid';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { useGalleryImages } from '../hooks/use-gallery-images';
import type { SelectedImage } from '../utils/offer-edit-state';
import { OFFERS_TEXT as T } from '../texts';

/**
 * 'Select Images' (docs/product/management.md §2 Add Offer): the gallery in two columns, several
 * may be ticked, 'Select (n)' hands them over and Cancel leaves the choice as it was.
 */
export function GallerySelectDialog({
  isOpen,
  onOpenChange,
  chosen,
  onSelect,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  chosen: readonly SelectedImage[];
  onSelect: (images: SelectedImage[]) => void;
}) {
  const { query: gallery, images: galleryImages } = useGalleryImages();
  // Kept while the dialog closes too, so its exit animation does not flash the empty text.
  const images = galleryImages.map((image) => ({ id: image.url, src: image.url, title: image.title }));
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const keys = ticked ?? new Set(chosen.map((image) => image.url));

  const close = () => {
    setTicked(null);
    onOpenChange(false);
  };

  return (
    <Dialog
      title={T.selectDialog}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
        else onOpenChange(true);
      }}
    >
      <Stack gap="md">
        {gallery.isPending ? (
          <Spinner label={T.galleryLoading} />
        ) : (
          <ImageGrid
            aria-label={T.galleryGrid}
            images={images}
            columns={2}
            selectionMode="multiple"
            selectedKeys={keys}
            onSelectionChange={(next) => setTicked(new Set([...next].map(String)))}
            emptyText={T.galleryEmpty}
            onCancel={close}
            onConfirmSelection={(ids) => {
              const byUrl = new Map(images.map((image) => [image.src, image]));
              const before = new Map(chosen.map((image) => [image.url, image]));
              // Kept in the order they were chosen before, then the gallery's order for new ones.
              const urls = ids.map(String);
              const ordered = [
                ...chosen.map((image) => image.url).filter((url) => urls.includes(url)),
                ...images.map((image) => image.src).filter((url) => urls.includes(url) && !before.has(url)),
              ];
              onSelect(
                ordered.map((url) => ({
                  id: url,
                  url,
                  title: byUrl.get(url)?.title ?? before.get(url)?.title ?? '',
                })),
              );
              close();
            }}
          />
        )}
        {gallery.hasNextPage && (
          <Button onPress={() => void gallery.fetchNextPage()} isPending={gallery.isFetchingNextPage}>
            {T.loadMore}
          </Button>
        )}
      </Stack>
    </Dialog>
  );
}
