export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  saved: 'Offer saved as a draft.',
  published: 'Offer published.',
  updated: 'Offer updated.',
  deleted: 'Offer deleted.',
  onlyDraftEditable: 'Only a draft offer can be edited. A published offer can only be deleted.',
  alreadyPublished: 'This offer is already published.',
  deletedIsReadOnly: 'This offer is deleted and can no longer be changed.',
  alreadyDeleted: 'This offer is already deleted.',
  imagesNotInGallery: 'Offer images must be images from your gallery.',
  planLimit: (limit: number) =>
    `Your plan allows ${limit} published offers. Upgrade your plan to publish more, or delete a published offer first.`,
} as const;
