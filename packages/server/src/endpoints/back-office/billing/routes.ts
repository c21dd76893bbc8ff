import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { billingPlanDetails } from '../../../contract.js';
import { businessPlan } from '../../../domain/plans/plan-limits.js';
import { protectedRoute } from '../../../http/route.js';

/** GET /business/billingplan/details and /staff/billingplan/details: the plan and its limits. */
export async function billingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  protectedRoute(app, billingPlanDetails, async ({ auth }) => {
    const { planName, limits } = await businessPlan(context.db, auth.businessId);
    return {
      data: {
        planName,
        giftcardCommissionRate: limits.giftCardCommissionRate,
        gallerySize: limits.gallerySize,
        publishedOffers: limits.publishedOffers,
        stores: limits.stores,
        publishedGiftcards: limits.publishedGiftCards,
      },
    };
  });
}
