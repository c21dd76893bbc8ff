import { useGalleryPages } from '@countertop/api/react';

/**
 * The gallery's images as an offer takes them: its URL (the base path and the image's name) is
 * what an offer stores. The form and its picker share this one query.
 */
export function useGalleryImages() {
  // The whole gallery of a plan fits in one page (50); more load on request.
  const query = useGalleryPages({ pageSize: 50, requestOptions: { errorToast: false } });
  const images = (query.data ?? []).flatMap((page) =>
    page.images.map((image) => ({ url: `${page.basePath}${image.name}`, title: image.title })),
  );
  return { query, images };
}
