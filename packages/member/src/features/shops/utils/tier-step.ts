import { formatCount, formatDollars } from '@countertop/api';
import type { MemberTier, NextTierStep } from '@countertop/api';
import { dayLabel } from '@/lib/day-label';

/** "Silver tier: ×1.5 points" (issue 20). */
export function tierText(tier: MemberTier): string {
  return `${tier.name} tier: ×${formatCount(tier.multiplier)} points`;
}

/**
 * "Spend $248.00 more by 26 Nov 2027 to reach Gold": the date is the last day on which everything the
 * member spent in the last 12 months still counts (docs/domain.md, "Tiers"); without one, nothing
 * of theirs rolls off, and the sentence has no date. With its year: the day may be up to a year
 * away, and "by 26 Nov" on 27 Nov would read as yesterday.
 */
export function tierStepText(step: NextTierStep): string {
  const by = step.by ? ` by ${dayLabel(step.by)}` : '';
  return `Spend ${formatDollars(step.amount)} more${by} to reach ${step.tierName}`;
}
