import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { CHAT_SOCKET_PATH } from '../../src/contract.js';

/** Where a client connects from: a loopback address of its own, or headers a proxy would add. */
export interface ClientOrigin {
  /** engine.io-client hands it to ws in Node, though its types leave it out. */
  localAddress?: string;
  extraHeaders?: Record<string, string>;
  /** The certificate a TLS server is trusted by (ws takes it, as localAddress). */
  ca?: string;
}

/** A real socket.io client on the chat socket, websocket only, as the apps connect. */
export function chatClient(address: string, token: string | undefined, from: ClientOrigin = {}): Socket {
  const options: Partial<ManagerOptions & SocketOptions> & ClientOrigin = {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    ...from,
  };
  return io(address, options);
}

/** Connects, or rejects with the server's refusal text. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function connectChat(address: string, token: string, from: ClientOrigin = {}): Promise<Socket> {
  return connected(chatClient(address, token, from));
}

/**
 * Emits with an acknowledgement and returns it. The 15 s are a bound for a failure only: a busy
 * machine answering a burst of a hundred events may take seconds.
 */
export function request<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<T> {
  return socket.timeout(15_000).emitWithAck(event, payload) as Promise<T>;
}

/** The next `event` on the socket. */
export function next<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Everything a socket receives, to show later that it received nothing it should not have. */
export function recorder(socket: Socket): { event: string; payload: unknown }[] {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
