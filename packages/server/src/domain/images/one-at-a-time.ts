let running: Promise<unknown> = Promise.resolve();

/**
 * Runs one picture's re-encoding at a time in this process. A picture may take a second of CPU
 * and holds one of libuv's four threads meanwhile, and those threads also read the apps' files
 * and hash the sign-in codes: a burst of uploads waits in line instead of taking them all. A
 * failed turn does not stop the next.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = running.then(work);
  running = turn.catch(() => undefined);
  return turn;
}
