import { z } from 'zod';
import { dollars } from './money.js';

// Apart from tiers.ts, so the screens that only show a member's tier (the member app's home, the
// counter) do not build the tier editor's schemas (docs/decisions.md 26).

/** The member's tier at a business, as the counter, the subscribers screen and the member app show it. */
export const memberTier = z.object({ name: z.string(), multiplier: z.number() });
export type MemberTier = z.infer<typeof memberTier>;

/**
 * The member app's next step (null at the top tier or without tiers): spend `amount` more by
 * `by` (the shop's calendar day, `YYYY-MM-DD`; null when no spend of theirs rolls off the 12
 * months before then) to reach `tierName`.
 */
export const nextTierStep = z.object({
  tierName: z.string(),
  amount: dollars,
  by: z.string().nullable(),
});
export type NextTierStep = z.infer<typeof nextTierStep>;
