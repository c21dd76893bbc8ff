import { expect, it } from 'vitest';
import { csvDates } from '../../src/endpoints/back-office/records/csv.js';

it("writes an export's dates as ISO 8601 in the business's time zone, with that day's offset", () => {
  const sydney = csvDates('Australia/Sydney');
  // Daylight saving in November, standard time in July.
  expect(sydney('2026-11-24T04:04:05.000Z')).toBe('2026-11-24T15:04:05+11:00');
  expect(sydney('2026-07-01T00:00:00.000Z')).toBe('2026-07-01T10:00:00+10:00');
  expect(csvDates('Australia/Adelaide')('2026-07-01T00:00:00.000Z')).toBe('2026-07-01T09:30:00+09:30');
  expect(csvDates('UTC')('2026-07-01T00:00:00.000Z')).toBe('2026-07-01T00:00:00+00:00');
  // Midnight is 00, not 24.
  expect(sydney('2026-07-01T14:00:00.000Z')).toBe('2026-07-02T00:00:00+10:00');
  expect(sydney(null)).toBe('');
});
