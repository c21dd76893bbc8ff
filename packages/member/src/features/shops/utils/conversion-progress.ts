import { formatCountOf, formatDollars } from '@countertop/api';

/** "950 points to your next $100.00": how far the member's next block of points is (issue 19). */
export function conversionProgressText(next: { points: number; value: number }): string {
  const points = formatCountOf(next.points, 'point');
  return `${points} to your next ${formatDollars(next.value)}`;
}
