import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../src/http/rate-limits/memory-counters.js';
import { TestClock } from '../helpers/app.js';

const MINUTE = 60_000;

describe('rate-limit counters in memory', () => {
  it('counts hits in a fixed window that starts with its first hit, then starts again from 1', async () => {
    const clock = new TestClock();
    const counters = memoryCounters(clock);
    expect(await counters.hit('general:10.0.0.1', MINUTE)).toEqual({ hits: 1, resetsInMs: MINUTE });
    clock.advance(20_000);
    expect(await counters.hit('general:10.0.0.1', MINUTE)).toEqual({ hits: 2, resetsInMs: 40_000 });
    expect(await counters.hit('general:10.0.0.2', MINUTE)).toEqual({ hits: 1, resetsInMs: MINUTE });
    clock.advance(40_000);
    expect(await counters.hit('general:10.0.0.1', MINUTE)).toEqual({ hits: 1, resetsInMs: MINUTE });
  });

  it('takes a hit back on forgive, never below zero, and forgives nothing it never counted', async () => {
    const clock = new TestClock();
    const counters = memoryCounters(clock);
    await counters.hit('k:a', MINUTE);
    await counters.hit('k:a', MINUTE);
    await counters.forgive('k:a');
    expect((await counters.hit('k:a', MINUTE)).hits).toBe(2);
    for (let i = 0; i < 5; i++) await counters.forgive('k:a');
    expect((await counters.hit('k:a', MINUTE)).hits).toBe(1);
    await counters.forgive('k:never');
    expect((await counters.hit('k:never', MINUTE)).hits).toBe(1);
  });

  it('prunes only ended windows', async () => {
    const clock = new TestClock();
    const counters = memoryCounters(clock);
    await counters.hit('k:short', 10_000);
    await counters.hit('k:long', MINUTE);
    clock.advance(10_000);
    expect(await counters.prune()).toBe(1);
    expect((await counters.hit('k:long', MINUTE)).hits).toBe(2);
    expect(await counters.prune()).toBe(0);
  });

  it('sweeps ended windows by itself a minute on, so memory holds only recent keys', async () => {
    const clock = new TestClock();
    const counters = memoryCounters(clock);
    // A scan from 10,000 addresses, each seen once.
    for (let i = 0; i < 10_000; i++) await counters.hit(`general:10.9.${i >> 8}.${i & 255}`, MINUTE);
    clock.advance(MINUTE);
    // The next hit from anyone sweeps them: nothing is left for the hourly prune.
    await counters.hit('general:10.0.0.1', MINUTE);
    expect(await counters.prune()).toBe(0);
    // The window of the address still counting survived the sweep.
    expect((await counters.hit('general:10.0.0.1', MINUTE)).hits).toBe(2);
  });
});
