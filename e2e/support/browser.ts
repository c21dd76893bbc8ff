import { CHAT_SOCKET_PATH } from '@countertop/api';
import type { Page, WebSocket } from '@playwright/test';

/** How every e2e test starts Chromium: the machine's own build, headless in a container. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
};

/** Resolves when the page opens the chat socket; start waiting before what opens it. */
export function chatSocketOpened(page: Page): Promise<WebSocket> {
  return page.waitForEvent('websocket', (ws) => ws.url().includes(CHAT_SOCKET_PATH));
}

/**
 * Resolves when the server pushes `event` on a socket.io connection; start waiting before what
 * makes the server send it. Proves a screen was told at once, without a test that races the poll
 * on a loaded machine.
 */
export function pushed(socket: WebSocket, event: string): Promise<unknown> {
  return socket.waitForEvent('framereceived', {
    // A socket.io event frame: `42` (message, event), then the namespace if any, then `["name",…`.
    predicate: (frame) => String(frame.payload).includes(`["${event}"`),
  });
}
