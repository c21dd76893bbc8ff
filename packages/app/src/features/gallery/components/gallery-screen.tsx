import { useGalleryPages } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { ImageGrid } from '@countertop/ui/ImageGrid';
import { ImageViewer } from '@countertop/ui/ImageViewer';
import { PageHeader } from '@countertop/ui/PageHeader';
import { PlusIcon } from '@countertop/ui/icons';
import { SearchField } from '@countertop/ui/SearchField';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { useDebounced } from '../hooks/use-debounced';
import { useWhenVisible } from '@/lib/use-when-visible';
import { GALLERY_END_AT, GALLERY_PAGE_SIZE, GALLERY_TEXT as T } from '../texts';
import { UploadImageDialog } from './upload-image-dialog';

/**
 * /gallery (docs/product/management.md §2, §4): the business's images, newest first, 10 at a time
 * with more as the grid is scrolled; a title search; the Upload Image modal; a full viewer.
 */
export function GalleryScreen() {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 300);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  // docs/product/management.md §8: a failed list is logged and falls back to empty.
  const gallery = useGalleryPages({
    title: search,
    pageSize: GALLERY_PAGE_SIZE,
    requestOptions: { errorToast: false },
  });
  const pages = gallery.isError ? [] : (gallery.data ?? []);
  const images = pages.flatMap((page) =>
    page.images.map((image) => ({ id: image._id, src: `${page.basePath}${image.name}`, title: image.title })),
  );
  const first = pages[0];
  const bottom = useWhenVisible<HTMLDivElement>(
    () => void gallery.fetchNextPage(),
    gallery.hasNextPage && !gallery.isFetchingNextPage,
  );
  const atEnd = !gallery.hasNextPage && images.length >= GALLERY_END_AT;

  return (
    <>
      <PageHeader
        title={first ? T.titleWithCount(first.imageCount, first.limit) : T.title}
        actions={
          <Button variant="primary" onPress={() => setUploading(true)}>
            <PlusIcon />
            {T.add}
          </Button>
        }
      />
      <Stack gap="lg">
        <SearchField
          aria-label={T.search}
          placeholder={T.searchPlaceholder}
          value={query}
          onChange={setQuery}
          onSubmit={setQuery}
        />
        {gallery.isPending ? (
          <Spinner label={T.loading} />
        ) : (
          <ImageGrid
            aria-label={T.grid}
            images={images}
            columns={3}
            emptyText={T.empty}
            onAction={(id) => setViewing(images.findIndex((image) => image.id === id))}
          />
        )}
        <div ref={bottom} role="status">
          {gallery.isFetchingNextPage ? <p>{T.loadingMore}</p> : atEnd ? <p>{T.end}</p> : null}
        </div>
      </Stack>
      <ImageViewer
        images={images}
        isOpen={viewing !== null && viewing >= 0}
        index={Math.max(0, viewing ?? 0)}
        onIndexChange={setViewing}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
      />
      <UploadImageDialog isOpen={uploading} onOpenChange={setUploading} />
    </>
  );
}
