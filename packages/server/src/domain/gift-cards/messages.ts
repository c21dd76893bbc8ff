export const GIFT_CARD_MESSAGES = {
  notFound: 'Gift card not found',
  saved: 'Gift card saved as a draft.',
  published: 'Gift card published.',
  updated: 'Gift card updated.',
  deleted: 'Gift card deleted.',
  onlyDraftEditable: 'Only a draft gift card can be edited. A published gift card can only be deleted.',
  alreadyPublished: 'This gift card is already published.',
  deletedIsReadOnly: 'This gift card is deleted and can no longer be changed.',
  alreadyDeleted: 'This gift card is already deleted.',
  planLimit: (limit: number) =>
    `Your plan allows ${limit} published gift cards. Upgrade your plan to publish more, or delete a published gift card first.`,
  sold: 'Giftcard sold successfully!',
  notOnSale: 'This gift card is not on sale. Choose a published gift card.',
} as const;
