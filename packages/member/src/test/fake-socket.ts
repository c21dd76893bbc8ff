type Listener = (...args: unknown[]) => void;

/** The chat socket in component tests: records listeners; `push` plays a server event. */
export const fakeSocket = {
  listeners: new Map<string, Listener[]>(),
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  },
  disconnect() {
    return this;
  },
  push(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  },
  reset() {
    this.listeners.clear();
  },
};
