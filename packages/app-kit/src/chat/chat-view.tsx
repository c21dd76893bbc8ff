import { MAX_CHAT_MESSAGE_LENGTH } from '@countertop/api';
import type { ChatMessage } from '@countertop/api';
import { ChatLayout } from '@countertop/ui/ChatLayout';
import { Composer } from '@countertop/ui/Composer';
import { ConversationList } from '@countertop/ui/ConversationList';
import { MessageThread } from '@countertop/ui/MessageThread';
import { Notice } from '@countertop/ui/Notice';
import { Spinner } from '@countertop/ui/Spinner';
import type { ThreadMessage } from '@countertop/ui/MessageThread';
import { useRef, useState } from 'react';
import { useSession } from '../session/use-session.js';
import { withContacts, type ChatConnection, type ChatSide } from './chat-state.js';
import { CHAT_TEXT } from './texts.js';
import { useChat } from './use-chat.js';

function ConnectionNotice({ connection }: { connection: ChatConnection }) {
  if (connection === 'reconnecting')
    return (
      <Notice tone="warning" role="status">
        {CHAT_TEXT.reconnecting}
      </Notice>
    );
  if (connection === 'refused')
    return (
      <Notice tone="danger" role="alert">
        {CHAT_TEXT.refused}
      </Notice>
    );
  return null;
}

/**
 * A stored message as the thread shows it to `selfId` on `side`. On the business side the owner and
 * chat staff share one conversation, so a message from the business by someone else (a staff
 * member's reply, read by the owner) is a teammate's, named, rather than looking like one's own.
 */
export function toThreadMessage(
  message: ChatMessage,
  side: ChatSide,
  selfId: string | undefined,
): ThreadMessage {
  const ownSide = message.from === side;
  // A member writes alone; only the business side has teammates.
  const fromTeammate = side === 'B' && ownSide && selfId !== undefined && message.senderId !== selfId;
  return {
    id: message._id,
    text: message.message,
    direction: ownSide ? 'outgoing' : 'incoming',
    sentAt: message.sentAt,
    ...(fromTeammate ? { fromTeammate, senderName: message.senderName ?? CHAT_TEXT.teammate } : {}),
  };
}

/**
 * The chat screen of either app: the conversations (with unread badges) and the open one's
 * messages and message box, laid out for a phone or a desktop by ui's ChatLayout. Messages are
 * shown as plain text. The box is disabled while the connection is down (it comes back by itself,
 * and the notice above says so).
 */
export function ChatView({
  side,
  contacts = [],
  headingLevel = 2,
}: {
  side: ChatSide;
  /** Whom a conversation can be started with besides the existing ones (a member's businesses). */
  contacts?: readonly { id: string; name: string }[];
  /** Level of the open conversation's heading under the page's title. @default 2 */
  headingLevel?: 2 | 3;
}) {
  const chat = useChat(side);
  const selfId = useSession().user?.id;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The conversation just left with Back (a phone's only way out): its row takes focus again.
  const [closedId, setClosedId] = useState<string | null>(null);
  const conversations = withContacts(chat.conversations, contacts);
  const open = conversations?.find((c) => c.id === chat.openId);

  const list =
    conversations === null ? (
      <Spinner label={CHAT_TEXT.loadingConversations} />
    ) : (
      <ConversationList
        aria-label={CHAT_TEXT.conversations}
        conversations={conversations.map((c) => ({
          id: c.id,
          name: c.name,
          unreadCount: c.unread,
          preview: c.lastMessage || undefined,
        }))}
        selectedId={chat.openId}
        onSelect={(id) => {
          setClosedId(null);
          chat.open(String(id));
          // The message box is where the reader goes next (after the layout shows it). It sits in
          // a region named after the conversation, which screen readers announce on the way in.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        unreadLabel={CHAT_TEXT.unread}
        emptyText={CHAT_TEXT.noConversations}
        autoFocusId={closedId}
      />
    );

  return (
    <ChatLayout
      list={list}
      openTitle={open?.name}
      onBack={() => {
        setClosedId(chat.openId);
        chat.close();
      }}
      backLabel={CHAT_TEXT.back}
      emptyText={CHAT_TEXT.nothingOpen}
      notice={<ConnectionNotice connection={chat.connection} />}
      headingLevel={headingLevel}
    >
      {open &&
        (chat.messages === null ? (
          <Spinner label={CHAT_TEXT.loadingMessages} />
        ) : (
          <MessageThread
            aria-label={CHAT_TEXT.conversationWith(open.name)}
            incomingLabel={open.name}
            messages={chat.messages.map((message) => toThreadMessage(message, side, selfId))}
          />
        ))}
      {open && (
        <Composer
          onSend={chat.send}
          placeholder={CHAT_TEXT.placeholder}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          isDisabled={chat.connection !== 'connected'}
          inputRef={inputRef}
        />
      )}
    </ChatLayout>
  );
}
