import type { Vars } from './vars';

export const conversationList = {
  label: 'Conversations',
  unread: (v: Vars) => `${v.count} unread`,
  empty: 'No conversations yet',
};
