import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';
import { dollars, money } from './money.js';

/**
 * Tiers (issue 20): up to four levels a member reaches by what they spent at the business over the
 * last 12 months, each multiplying the points earned on the paid part (docs/domain.md, "Tiers").
 * A multiplier travels as a decimal (1.25) and is kept as whole hundredths (125), so no float ever
 * multiplies a balance.
 */
export const TIER_LIMITS = {
  maxTiers: 4,
  nameMaxLength: 30,
  /** Multipliers in hundredths: 1.00 to 3.00 in steps of 0.05. */
  minMultiplierHundredths: 100,
  maxMultiplierHundredths: 300,
  multiplierStepHundredths: 5,
} as const;

export const TIER_MESSAGES = {
  tooMany: `A plan can have at most ${TIER_LIMITS.maxTiers} tiers`,
  nameRequired: 'Every tier needs a name',
  nameTooLong: `A tier name can have at most ${TIER_LIMITS.nameMaxLength} characters`,
  namesUnique: 'Tier names must be different',
  multiplier: 'Multiplier must be from 1.00 to 3.00 in steps of 0.05',
  ascending: 'Each tier must need a higher minimum spend than the one before',
  updated: 'Tiers updated.',
} as const;

/** A tier as the screens see it; the multiplier as a decimal (1.5). */
export const tier = z.object({
  id: z.string(),
  name: z.string(),
  minSpendAmount: dollars,
  multiplier: z.number(),
});
export type Tier = z.infer<typeof tier>;

/** 1.25 → 125; undefined when it is not on the 0.05 grid from 1.00 to 3.00. */
export function multiplierHundredths(multiplier: number): number | undefined {
  const hundredths = Math.round(multiplier * 100);
  const {
    minMultiplierHundredths: min,
    maxMultiplierHundredths: max,
    multiplierStepHundredths,
  } = TIER_LIMITS;
  const onGrid =
    Math.abs(multiplier * 100 - hundredths) < 1e-6 &&
    hundredths % multiplierStepHundredths === 0 &&
    hundredths >= min &&
    hundredths <= max;
  return onGrid ? hundredths : undefined;
}

const tierName = text({ error: TIER_MESSAGES.nameRequired })
  .trim()
  .min(1, TIER_MESSAGES.nameRequired)
  .max(TIER_LIMITS.nameMaxLength, TIER_MESSAGES.nameTooLong);

/** A multiplier as a number or its text ("1.5"), read as hundredths. */
const multiplier = z
  .union([z.number(), text()], { error: TIER_MESSAGES.multiplier })
  .transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
    const hundredths = Number.isFinite(number) ? multiplierHundredths(number) : undefined;
    if (hundredths === undefined) {
      ctx.issues.push({ code: 'custom', message: TIER_MESSAGES.multiplier, input: value });
      return z.NEVER;
    }
    return hundredths;
  });

/** A tier as the editor sends it: an `id` it loaded is accepted and ignored (the set is replaced). */
const tierInput = z.object({
  id: text().optional(),
  name: tierName,
  minSpendAmount: money('Minimum spend'),
  multiplier,
});
export type TierInput = z.output<typeof tierInput>;

/**
 * The whole set, lowest first: at most four, names different (ignoring case), each minimum spend
 * above the one before. Anything else is a 400 that changes nothing.
 */
export const tierSet = z
  .array(tierInput, { error: 'Tiers must be a list' })
  .max(TIER_LIMITS.maxTiers, TIER_MESSAGES.tooMany)
  .superRefine((tiers, ctx) => {
    const names = tiers.map((t) => t.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', message: TIER_MESSAGES.namesUnique });
    if (tiers.some((t, i) => i > 0 && t.minSpendAmount <= (tiers[i - 1]?.minSpendAmount ?? -1)))
      ctx.addIssue({ code: 'custom', message: TIER_MESSAGES.ascending });
  });

/** GET /business/tiers and /staff/tiers: the business's tiers, lowest first. */
export const listTiers = endpoint({
  method: 'GET',
  path: '/tiers',
  access: 'owner-or-staff',
  request: z.void(),
  response: z.object({ data: z.array(tier) }),
});

/** Replaces every tier of the business (owners only); an empty list turns tiers off. */
export const updateTiers = endpoint({
  method: 'POST',
  path: '/tiers/update',
  access: 'owner',
  request: z.object({ tiers: tierSet }),
  response: z.object({ message: z.string(), data: z.array(tier) }),
});
