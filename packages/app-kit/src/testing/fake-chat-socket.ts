import type { ChatSocket } from '@countertop/api';

type Listener = (...args: unknown[]) => void;
/** How the fake answers an event the app emits: the acknowledgement's value. */
export type FakeSocketAnswers = Record<string, (request: unknown) => unknown>;

/**
 * The chat socket in component tests, without a server: it records the app's listeners and
 * emits, answers acknowledgements from `answers`, and plays server events with `push`, a connect
 * with `connect` and a dropped connection with `drop`. `asSocket` hands it to code that wants a
 * socket.io client (only what the apps use is here).
 */
export class FakeChatSocket {
  listeners = new Map<string, Listener[]>();
  emitted: { event: string; request: unknown }[] = [];
  connected = false;
  /** socket.io's flag: false once the client gave up (a refused handshake) or disconnected. */
  active = true;

  constructor(public answers: FakeSocketAnswers = {}) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  emit(event: string, request: unknown, ack?: (answer: unknown) => void): this {
    this.emitted.push({ event, request });
    const answer = this.answers[event];
    if (answer && ack) ack(answer(request));
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** Plays a server event. */
  push(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  connect(): void {
    this.connected = true;
    this.active = true;
    this.push('connect');
  }

  /** A dropped connection that socket.io will retry. */
  drop(): void {
    this.connected = false;
    this.push('disconnect', 'transport close');
  }

  reset(): void {
    this.listeners.clear();
    this.emitted = [];
    this.connected = false;
    this.active = true;
    this.answers = {};
  }

  asSocket(): ChatSocket {
    return this as unknown as ChatSocket;
  }
}
