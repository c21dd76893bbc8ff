import { connectChatSocket, type ChatSocket } from '@countertop/api';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useSession } from '../session/use-session.js';
import type { ChatConnection } from './chat-state.js';

export interface ChatSocketValue {
  /** The session's socket; null while signed out or when chat is not allowed. */
  socket: ChatSocket | null;
  connection: ChatConnection;
  /** The conversation a chat screen has open (its messages are read as they arrive), else null. */
  openConversation: RefObject<string | null>;
}

const ChatSocketContext = createContext<ChatSocketValue | null>(null);

/** Opens a session's socket; socket.io's client may still have to load (connectChatSocket). */
export type ConnectChatSocket = (token: string) => ChatSocket | Promise<ChatSocket>;

/** The socket and where it stands, as an external store: the provider's effect opens and closes it. */
function socketStore(connect: ConnectChatSocket) {
  let snapshot: { socket: ChatSocket | null; connection: ChatConnection } = {
    socket: null,
    connection: 'connecting',
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<typeof snapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const watch = (socket: ChatSocket) => {
    socket.on('connect', () => set({ connection: 'connected' }));
    socket.on('disconnect', () => set({ connection: socket.active ? 'reconnecting' : 'refused' }));
    // A refused handshake (ended session, no chat access) is final; a network failure is retried.
    socket.on('connect_error', () => {
      if (!socket.active) set({ connection: 'refused' });
      else if (snapshot.connection === 'connected') set({ connection: 'reconnecting' });
    });
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    open(token: string): () => void {
      let closed = false;
      let opened: ChatSocket | null = null;
      set({ socket: null, connection: 'connecting' });
      Promise.resolve()
        .then(() => connect(token))
        .then(
          (socket) => {
            // Closed (signed out, another token) while socket.io was loading: never connect.
            if (closed) return void socket.disconnect();
            opened = socket;
            watch(socket);
            set({ socket, connection: 'connecting' });
          },
          // socket.io's client could not load (offline after a deploy): chat is unavailable.
          () => {
            if (!closed) set({ connection: 'refused' });
          },
        );
      return () => {
        closed = true;
        opened?.disconnect();
        set({ socket: null, connection: 'connecting' });
      };
    },
  };
}

/**
 * One chat socket for the signed-in session, shared by everything that listens: the chat screen,
 * the back office's unread dot, the member app's approvals. Opened only when `enabled` (the back
 * office: an owner, or staff with chatAccess; the server refuses everyone else), closed on
 * sign-out. socket.io reconnects by itself after a dropped connection; `connection` says where it
 * stands, so screens can show it.
 */
export function ChatSocketProvider({
  enabled = true,
  connect = connectChatSocket,
  children,
}: {
  enabled?: boolean;
  /** Opens the socket for a token. @default connectChatSocket (the page's own origin) */
  connect?: ConnectChatSocket;
  children: ReactNode;
}) {
  const { token } = useSession();
  const [store] = useState(() => socketStore(connect));
  const { socket, connection } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const openConversation = useRef<string | null>(null);

  useEffect(() => (enabled && token ? store.open(token) : undefined), [enabled, token, store]);

  return <ChatSocketContext value={{ socket, connection, openConversation }}>{children}</ChatSocketContext>;
}

export function useChatSocket(): ChatSocketValue {
  const value = useContext(ChatSocketContext);
  if (!value) throw new Error('useChatSocket must be used inside <ChatSocketProvider>');
  return value;
}
