import { describe, expect, it } from 'vitest';
import { endOfDay } from '../../src/domain/places/business-time-zone.js';

describe('endOfDay: the last millisecond of a calendar day in a time zone', () => {
  it.each([
    // Sydney: +10 in winter, +11 from the first Sunday of October to the first Sunday of April.
    ['2026-07-15', 'Australia/Sydney', '2026-07-15T13:59:59.999Z'],
    ['2026-10-03', 'Australia/Sydney', '2026-10-03T13:59:59.999Z'],
    ['2026-10-04', 'Australia/Sydney', '2026-10-04T12:59:59.999Z'],
    ['2026-04-04', 'Australia/Sydney', '2026-04-04T12:59:59.999Z'],
    ['2026-04-05', 'Australia/Sydney', '2026-04-05T13:59:59.999Z'],
    ['2026-12-31', 'Australia/Sydney', '2026-12-31T12:59:59.999Z'],
    // No daylight saving; half-hour offsets.
    ['2026-12-24', 'Australia/Perth', '2026-12-24T15:59:59.999Z'],
    ['2026-12-24', 'Australia/Brisbane', '2026-12-24T13:59:59.999Z'],
    ['2026-06-01', 'Australia/Darwin', '2026-06-01T14:29:59.999Z'],
    ['2026-01-10', 'Australia/Adelaide', '2026-01-10T13:29:59.999Z'],
  ])('%s in %s ends at %s', (day, zone, expected) => {
    expect(endOfDay(day, zone).toISOString()).toBe(expected);
  });
});
