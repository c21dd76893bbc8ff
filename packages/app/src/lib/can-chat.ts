import type { BackOfficeUser } from './back-office-user';

/** The chat icon, the unread check and /chat: an Owner, or staff whose chatAccess is on (docs/product/front-desk.md §6). */
export const canChat = (user: BackOfficeUser): boolean => user.userType === 'B' || user.chatAccess;
