import { OFFER_MESSAGES as FORM_MESSAGES, type OfferExpiry } from '../../../contract.js';
import { invalidInput } from '../../../domain/errors.js';

/** The offer form's fields after the contract's validation. */
export interface OfferFields {
  title: string;
  description: string;
  expiryDate: OfferExpiry;
  offerImages: string[];
}

/** Who is saving, and when: the clock for "in the future", the host for "our own image URL". */
export interface SaveContext {
  businessId: string;
  now: Date;
  host: string;
}

export function assertInFuture(expiry: Date, now: Date): void {
  if (expiry.getTime() <= now.getTime()) throw invalidInput(FORM_MESSAGES.expiryPast);
}
