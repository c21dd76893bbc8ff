/** The back office's own chat texts; the screen's are app-kit's CHAT_TEXT. */
export const CHAT_TEXT = {
  title: 'Chat',
  button: 'Chat',
  buttonUnread: 'Chat, new messages',
} as const;
