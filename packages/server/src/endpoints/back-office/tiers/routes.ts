import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { formatMoney, listTiers, TIER_MESSAGES, updateTiers } from '../../../contract.js';
import type { TierRow } from '../../../db/schema/index.js';
import { toTier } from '../../../domain/tiers/member-tier.js';
import { businessTiers, replaceTiers } from '../../../domain/tiers/tier-repository.js';
import { auditedChange } from '../../../http/audit.js';
import { protectedRoute } from '../../../http/route.js';

/** The set in words for the audit trail: 'Silver from $500.00 ×1.25, Gold from $1,500.00 ×1.5'. */
const inWords = (rows: readonly TierRow[]) =>
  rows.length === 0
    ? 'none'
    : rows
        .map((row) => `${row.name} from ${formatMoney(row.minSpendCents)} ×${row.multiplierHundredths / 100}`)
        .join(', ');

export async function tierRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;

  // GET /business/tiers and /staff/tiers: staff read them too (the reward plan screen).
  protectedRoute(app, listTiers, async ({ auth }) => ({
    data: (await businessTiers(db, auth.businessId)).map(toTier),
  }));

  // Owners only: the contract has checked the whole set (at most four, names, order, multipliers).
  protectedRoute(app, updateTiers, async (call) => {
    const rows = await auditedChange(
      context,
      call,
      (tx) => replaceTiers(tx, call.auth.businessId, call.body.tiers),
      (saved) => ({ action: 'tiers-changed', details: { tiers: inWords(saved) } }),
    );
    return { message: TIER_MESSAGES.updated, data: rows.map(toTier) };
  });
}
