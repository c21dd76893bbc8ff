import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  acceptBusiness,
  blockBusiness,
  CONSENT_MESSAGES,
  leaveBusiness,
  listMemberBusinesses,
  type MemberBusiness,
} from '../../contract.js';
import { notFound } from '../../domain/errors.js';
import { isUuid } from '../../domain/ids.js';
import {
  changeConsent,
  memberBusinesses,
  type ConsentChange,
  type MemberBusinessRecord,
} from '../../domain/members/consent.js';
import { memberRoute } from '../../http/route.js';

/** One of the member's businesses on the wire, its consent as `status`. */
function toMemberBusiness(row: MemberBusinessRecord): MemberBusiness {
  return {
    businessId: row.businessId,
    businessName: row.businessName,
    businessHandle: row.businessHandle,
    logo: row.logo,
    status: row.consent,
    statusChangedAt: row.consentChangedAt?.toISOString() ?? null,
    subscribedOn: row.subscribedAt.toISOString(),
  };
}

/**
 * The member's businesses and their consent (docs/domain.md, "Consent"). Only the signed-in
 * member's own subscriptions: a business they do not belong to is 404, exactly like one that
 * does not exist.
 */
export async function memberConsentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;
  memberRoute(app, listMemberBusinesses, async ({ auth }) => ({
    businesses: (await memberBusinesses(db, auth.memberRowId)).map(toMemberBusiness),
  }));

  const changes = [
    [acceptBusiness, 'accept', CONSENT_MESSAGES.accepted],
    [leaveBusiness, 'leave', CONSENT_MESSAGES.left],
    [blockBusiness, 'block', CONSENT_MESSAGES.blocked],
  ] as const satisfies readonly (readonly [unknown, ConsentChange, string])[];
  for (const [endpoint, change, message] of changes) {
    memberRoute(app, endpoint, async ({ auth, body }) => {
      const business = isUuid(body.businessId)
        ? await db.transaction((tx) =>
            changeConsent(tx, {
              memberRowId: auth.memberRowId,
              businessId: body.businessId,
              change,
              at: clock.now(),
            }),
          )
        : undefined;
      if (!business) throw notFound(CONSENT_MESSAGES.notFound);
      return { message, business: toMemberBusiness(business) };
    });
  }
}
