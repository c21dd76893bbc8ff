import type { MemberTier, NextTierStep } from '@countertop/api';
import { dollarsText } from '@/lib/money';

/** `YYYY-MM-DD` as "26 Nov" (D MMM): the shop's calendar day the server gave, as is. */
function dayMonth(day: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "Silver tier: ×1.5 points" (issue 20). */
export function tierText(tier: MemberTier): string {
  return `${tier.name} tier: ×${tier.multiplier.toLocaleString('en-AU')} points`;
}

/**
 * "Spend $248.00 more by 26 Nov to reach Gold": the date is the last day on which everything the
 * member spent in the last 12 months still counts (docs/domain.md, "Tiers"); without one, nothing
 * of theirs rolls off, and the sentence has no date.
 */
export function tierStepText(step: NextTierStep): string {
  const by = step.by ? ` by ${dayMonth(step.by)}` : '';
  return `Spend ${dollarsText(step.amount)} more${by} to reach ${step.tierName}`;
}
