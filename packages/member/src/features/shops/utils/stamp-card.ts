import { formatCount } from '@countertop/api';
/** "6 of 9 stamps": the member's stamp card at a shop (issue 20). */
export function stampCardText(stamps: number, perCard: number): string {
  return `${formatCount(stamps)} of ${formatCount(perCard)} stamps`;
}
