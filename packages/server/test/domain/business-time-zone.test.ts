import { describe, expect, it } from 'vitest';
import {
  businessDay,
  calendarDay,
  endOfDay,
  startOfDay,
} from '../../src/domain/places/business-time-zone.js';

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

describe('businessDay: the day an instant falls in where the shop is, and its first millisecond', () => {
  it('answers as the calendar says, whichever day was asked for before (each zone keeps its last day)', () => {
    const instants = [
      '2026-10-03T13:59:59.999Z', // Sydney's last millisecond of the 3rd
      '2026-10-03T14:00:00.000Z', // the 4th, at midnight before the change to +11
      '2026-10-04T12:59:59.999Z', // the 4th's last millisecond
      '2026-10-04T13:00:00.000Z', // the 5th
      '2026-10-03T20:00:00.000Z', // back to the 4th
      '2026-10-02T20:00:00.000Z', // back to the 3rd
    ];
    for (const zone of ['Australia/Sydney', 'Australia/Perth', 'Australia/Darwin']) {
      for (const iso of [...instants, ...instants.slice().reverse()]) {
        const at = new Date(iso);
        const day = calendarDay(at, zone);
        expect(businessDay(at, zone)).toEqual({ day, start: startOfDay(day, zone) });
      }
    }
  });
});
