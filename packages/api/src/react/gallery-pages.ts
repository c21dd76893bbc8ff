import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.js';
import type { RequestOptions } from '../client/request-options.js';
import { listGalleryImages } from '../contract/index.js';
import type { ResponseOf } from '../contract/index.js';
import { useApiClient } from './api-provider.js';

type GalleryPage = ResponseOf<typeof listGalleryImages>['gallery'];

export interface GalleryPagesOptions {
  /** The search box's text: titles that contain it, case-insensitive. Blank lists every image. */
  title?: string;
  /** Images per page (docs/product/management.md §9: 10). @default 10 */
  pageSize?: number;
  requestOptions?: Omit<RequestOptions, 'signal'>;
}

/**
 * The gallery page by page, newest first, for a grid that loads more as it is scrolled:
 * `fetchNextPage()` asks for the next `pageSize` images until `totalCount` are loaded
 * (`hasNextPage` false). Cached under the list's path, so an upload makes every page stale.
 */
export function useGalleryPages({ title = '', pageSize = 10, requestOptions }: GalleryPagesOptions = {}) {
  const client = useApiClient();
  const search = title.trim();
  return useInfiniteQuery<GalleryPage, ApiError, GalleryPage[], readonly [string, unknown, 'pages'], number>({
    queryKey: [listGalleryImages.path, { title: search, pageSize }, 'pages'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.call(
          listGalleryImages,
          { offset: pageParam, limit: pageSize, ...(search ? { title: search } : {}) },
          { ...requestOptions, signal },
        )
      ).gallery,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.images.length, 0);
      return last.images.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
    select: (data) => data.pages,
  });
}
