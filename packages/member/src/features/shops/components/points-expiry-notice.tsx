import { Notice } from '@countertop/ui/Notice';
import { expiryNoticeText, localToday } from '../utils/expiry-notice';

interface PointsExpiryNoticeProps {
  expiring: { points: number; date: string } | null | undefined;
  /** The member's calendar day; today's on their device unless a test says otherwise. */
  today?: string;
}

/** "N points expire on D MMM YYYY" at a shop, once that day is under 30 days away; else nothing. */
export function PointsExpiryNotice({ expiring, today = localToday() }: PointsExpiryNoticeProps) {
  const text = expiryNoticeText(expiring, today);
  if (!text) return null;
  return (
    <Notice tone="warning" title={text}>
      Shop here before then to use them. Your oldest points expire first.
    </Notice>
  );
}
