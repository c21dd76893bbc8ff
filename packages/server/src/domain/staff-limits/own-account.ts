import type { MemberRow } from '../../db/schema/index.js';
import { forbidden } from '../errors.js';
import { STAFF_LIMIT_MESSAGES } from './messages.js';
import type { Operator } from './operator.js';

/**
 * No one, owner or staff, makes a money operation on their own member account (the member whose
 * e-mail is theirs): rewarding, redeeming, selling to or refunding oneself is refused before
 * anything is written. Both e-mails are stored lower-case.
 */
export function checkNotOwnAccount(operator: Operator, member: MemberRow): void {
  if (member.email === operator.email) throw forbidden(STAFF_LIMIT_MESSAGES.ownAccount);
}
