import { formatCountOf } from '@countertop/api';
import { dayLabel } from '@/lib/day-label';
/** How far ahead the member is told of expiring points (issue 19). */
export const EXPIRY_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/**
 * "120 points expire on 31 Mar 2030", once that day is under 30 days away (the last day itself
 * included); null when nothing expires or it is further off. `today` is the member's calendar day.
 */
export function expiryNoticeText(
  expiring: { points: number; date: string } | null | undefined,
  today: string,
): string | null {
  if (!expiring || expiring.points <= 0) return null;
  const daysLeft = (Date.parse(`${expiring.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  if (daysLeft < 0 || daysLeft >= EXPIRY_NOTICE_DAYS) return null;
  const points = formatCountOf(expiring.points, 'point');
  return `${points} ${expiring.points === 1 ? 'expires' : 'expire'} on ${dayLabel(expiring.date)}`;
}

/** The member's own calendar day (`YYYY-MM-DD`), in their device's time zone. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
