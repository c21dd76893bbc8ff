/**
 * What each plan allows (domain.md "Plans and limits"; spec part 2 §9 billing defaults). Every
 * business starts on FREE; the server enforces these with a clear message.
 */
export const PLAN_LIMITS = {
  FREE: {
    giftcardCommissionRate: 0,
    gallerySize: 50,
    publishedOffers: 3,
    stores: 5,
    publishedGiftcards: 5,
  },
} as const;

export type PlanName = keyof typeof PLAN_LIMITS;

export function planLimits(plan: string) {
  return PLAN_LIMITS[plan as PlanName] ?? PLAN_LIMITS.FREE;
}
