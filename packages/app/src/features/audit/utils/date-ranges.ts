import { AUDIT_SPANS } from '@countertop/api';

/**
 * The Dates filter's choices: any time, a span that ends today (which the server counts on the
 * shop's calendar), or two days chosen in calendars.
 */
export const DATE_RANGES = ['any', ...AUDIT_SPANS, 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
