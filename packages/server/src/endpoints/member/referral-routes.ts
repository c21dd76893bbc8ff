import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { CONSENT_MESSAGES, getReferralCode, referralLinkPath } from '../../contract.js';
import { notFound } from '../../domain/errors.js';
import { memberReferralCode } from '../../domain/referrals/referral-codes.js';
import { memberRoute } from '../../http/route.js';

/**
 * The link a member shares: the member app's sign-in with their code, on the host the member app
 * was reached at (the scheme as the proxy reports it, with TRUST_PROXY).
 */
function referralLink(request: FastifyRequest, code: string): string {
  return `${request.protocol}://${request.host}${referralLinkPath(code)}`;
}

/**
 * The member's referral code at one of their shops (docs/domain.md, "Referrals"): made on the
 * first call, the same on every call after. A shop they do not belong to is 404, exactly like one
 * that does not exist.
 */
export async function memberReferralRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  memberRoute(app, getReferralCode, async ({ auth, body, request }) => {
    const code = await memberReferralCode(db, auth.memberRowId, body.businessId);
    if (!code) throw notFound(CONSENT_MESSAGES.notFound);
    return { code, link: referralLink(request, code) };
  });
}
