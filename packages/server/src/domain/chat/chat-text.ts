import { MAX_CHAT_MESSAGE_LENGTH } from '../../contract.js';
import { invalidInput } from '../errors.js';
import { CHAT_MESSAGES } from './messages.js';

/**
 * What is stored of a typed message: plain text, trimmed, without control characters other than
 * line breaks and tabs (PostgreSQL cannot store NUL, and the others only hide text). Undefined for
 * a blank message, which is ignored. Nothing is escaped here: it is never HTML, and the apps show
 * it as text.
 */
export function chatText(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const text = raw.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if (text === '') return undefined;
  if ([...text].length > MAX_CHAT_MESSAGE_LENGTH) throw invalidInput(CHAT_MESSAGES.tooLong);
  return text;
}
