import { SUBSCRIPTION_MESSAGES } from '../../../contract.js';

/** Texts of the records area (transactions, subscribers, exports). */
export const RECORDS_MESSAGES = {
  subscriberNotFound: SUBSCRIPTION_MESSAGES.notFound,
} as const;
