export const GALLERY_MESSAGES = {
  uploaded: 'Image uploaded.',
  planLimit: (limit: number) =>
    `Your plan allows ${limit} gallery images. Upgrade your plan to upload more images.`,
} as const;
