export { ConversationList } from './ConversationList';
export type { ConversationListProps, Conversation } from './ConversationList';
