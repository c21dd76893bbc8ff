import { forbidden } from '../errors.js';
import { STAFF_LIMIT_MESSAGES } from './messages.js';
import { isOwner, type Operator } from './operator.js';

/** Refuses a gift-card sale by a staff member the owner has not allowed to sell them. */
export function checkMaySellGiftCards(operator: Operator): void {
  if (!isOwner(operator) && !operator.canSellGiftCards)
    throw forbidden(STAFF_LIMIT_MESSAGES.giftCardsNotAllowed);
}
