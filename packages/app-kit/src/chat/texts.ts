/** The chat screens' texts, the same in both apps (docs/product/management.md §2 Chat). */
export const CHAT_TEXT = {
  placeholder: 'Type a message',
  nothingOpen: 'Select a chat to view messages',
  noConversations: 'No conversations yet',
  loadingConversations: 'Loading conversations',
  loadingMessages: 'Loading messages',
  conversations: 'Conversations',
  conversationWith: (name: string) => `Conversation with ${name}`,
  unread: (count: number) => `${count} unread`,
  back: 'Back to conversations',
  /** A colleague's reply whose writer has no name on record (removed since). */
  teammate: 'A teammate',
  reconnecting: 'Connection lost. Reconnecting…',
  refused: 'Chat is not available for this session. Please sign in again.',
} as const;
