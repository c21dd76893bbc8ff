export { ChatSocketProvider, useChatSocket } from './chat-socket-provider.js';
export type { ChatSocketValue } from './chat-socket-provider.js';
export { ChatView } from './chat-view.js';
export { useChat } from './use-chat.js';
export { useUnreadChats } from './use-unread-chats.js';
export { CHAT_TEXT } from './texts.js';
export type { ChatConnection, ChatConversation, ChatSide } from './chat-state.js';
