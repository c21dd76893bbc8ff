import { HAS_NEW_MSG_POLL_MS, hasNewMessage } from '../../contract/chat.js';
import { queryHook } from '../query-hook.js';

/**
 * The header's unread dot: polled every 120 s (the spec's interval); a message arriving on an open
 * socket should invalidate it at once. The header passes
 * `requestOptions: { loadingToast: false, errorToast: false }`: a poll never shows a toast.
 */
export const useHasNewMessage = queryHook(hasNewMessage, {
  refetchInterval: HAS_NEW_MSG_POLL_MS,
  staleTime: 0,
});
