/**
 * jsdom has no layout and no `matchMedia`. This stand-in answers `min-width`/`max-width` queries
 * from a width the test sets, and `prefers-color-scheme` from a scheme it sets, and notifies
 * listeners when either changes, as a resize or the device's setting would.
 */
type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
let scheme: 'dark' | 'light' = 'dark';
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  const colorScheme = /prefers-color-scheme:\s*(dark|light)/.exec(query);
  return (
    (!min || width >= Number(min[1])) &&
    (!max || width <= Number(max[1])) &&
    (!colorScheme || colorScheme[1] === scheme)
  );
}

function matchMedia(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<Listener>() };
  lists.add(entry);
  const list = {
    media: query,
    get matches() {
      return matches(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Sets the width that media queries see and tells every listener, like resizing the window. */
export function setViewportWidth(next: number): void {
  width = next;
  notify();
}

/** Sets the device's light or dark setting that `prefers-color-scheme` sees, and tells listeners. */
export function setColorScheme(next: 'dark' | 'light'): void {
  scheme = next;
  notify();
}

function notify(): void {
  window.matchMedia = matchMedia;
  for (const entry of lists) {
    const event = { matches: matches(entry.query), media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}
