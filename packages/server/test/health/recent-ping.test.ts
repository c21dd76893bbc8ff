import { describe, expect, it } from 'vitest';
import { PING_FRESH_MS, recentPing } from '../../src/endpoints/health/recent-ping.js';

/** A ping that counts its calls and answers as told, and a stopwatch the test moves. */
function pinging(answers: (() => Promise<void>)[]) {
  let ms = 0;
  let calls = 0;
  const ping = recentPing(
    () => (answers[calls++] ?? (() => Promise.resolve()))(),
    () => ms,
  );
  return { ping, calls: () => calls, pass: (by: number) => (ms += by) };
}

describe('recentPing', () => {
  it('shares one ping among the checks of a second, and pings again after it', async () => {
    const p = pinging([]);
    await Promise.all([p.ping(), p.ping(), p.ping()]);
    p.pass(PING_FRESH_MS - 1);
    await p.ping();
    expect(p.calls()).toBe(1);
    p.pass(1);
    await p.ping();
    expect(p.calls()).toBe(2);
  });

  it('reports a failed ping for its second, then sees the database answer again', async () => {
    const p = pinging([() => Promise.reject(new Error('gone'))]);
    await expect(p.ping()).rejects.toThrow('gone');
    await expect(p.ping()).rejects.toThrow('gone');
    p.pass(PING_FRESH_MS);
    await expect(p.ping()).resolves.toBeUndefined();
    expect(p.calls()).toBe(2);
  });
});
