/** Texts of the store and counter a money operation names. */
export const PLACE_MESSAGES = {
  /** The spec's text for an operation without a selected store. */
  noStore: 'Store data not found',
  storeNotFound: 'Store not found',
  counterNotFound: 'This counter does not belong to the selected store.',
} as const;
