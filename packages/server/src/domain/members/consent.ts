import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, SubscriptionConsent } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { businesses, members, subscriptions } from '../../db/schema/index.js';
import { recordAudit, type AuditOrigin } from '../audit/audit-trail.js';

/**
 * Where a consent event says it came from: nowhere. The business reads the event, and a member's
 * address, browser and device are not its to know (the member's sign-ins keep them, unread by any
 * business).
 */
const UNDISCLOSED_ORIGIN: AuditOrigin = { ipAddress: '', userAgent: null, device: null };

/** What a member does with a business in the member app (docs/domain.md, "Consent"). */
export type ConsentChange = 'accept' | 'leave' | 'block';

const AUDIT_ACTIONS: Record<ConsentChange, AuditAction> = {
  accept: 'consent-accepted',
  leave: 'consent-left',
  block: 'consent-blocked',
};

/**
 * The business's subscribers as it may see them: a member who blocked it is not one of them, in
 * its lists, counts, details and exports alike.
 */
export function visibleSubscribers(businessId: string): SQL | undefined {
  return and(eq(subscriptions.businessId, businessId), ne(subscriptions.consent, 'Blocked'));
}

/** The status a change leads to. Leaving never raises consent: a blocked shop stays blocked. */
function statusAfter(change: ConsentChange, before: SubscriptionConsent): SubscriptionConsent {
  if (change === 'accept') return 'Accepted';
  if (change === 'block') return 'Blocked';
  return before === 'Blocked' ? 'Blocked' : 'Invited';
}

function businessRows(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: subscriptions.id,
      consent: subscriptions.consent,
      consentChangedAt: subscriptions.consentChangedAt,
      subscribedAt: subscriptions.subscribedAt,
      businessId: businesses.id,
      businessName: businesses.name,
      businessHandle: businesses.handle,
      logo: businesses.logoUrl,
      memberId: members.memberId,
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .innerJoin(members, eq(members.id, subscriptions.memberRowId))
    .where(where)
    .$dynamic();
}

/** A business the member belongs to, with the consent they gave it (endpoints word it for the wire). */
export type MemberBusinessRecord = Awaited<ReturnType<typeof businessRows>>[number];

/** Every business the member belongs to, by name, with the consent the member gave it. */
export async function memberBusinesses(db: Queryable, memberRowId: string): Promise<MemberBusinessRecord[]> {
  return businessRows(db, eq(subscriptions.memberRowId, memberRowId)).orderBy(
    asc(businesses.name),
    asc(businesses.id),
  );
}

/** The member's subscription at one business, locked; built once per handle (db/prepared.ts). */
const lockedBusinessRow = preparedQuery((db) =>
  businessRows(
    db,
    and(
      eq(subscriptions.memberRowId, sql.placeholder('memberRowId')),
      eq(subscriptions.businessId, sql.placeholder('businessId')),
    ),
  )
    .for('update', { of: subscriptions })
    .prepare('consent_business_row'),
);

/**
 * The member's change of consent to one business they belong to, in the caller's transaction, with
 * its audit event. The subscription is locked first, as a money operation locks it, so a reward in
 * flight either finishes before a block or sees it. Nothing changes (and nothing is recorded) when
 * the status is already what was asked, except that leaving an unanswered invitation answers it.
 * Undefined when the member does not belong to that business.
 *
 * The event is the business's to read, so it names no place the member was, and a block names no
 * one: to the blocked business the member is unknown, and its audit trail must not say otherwise.
 */
export async function changeConsent(
  tx: Queryable,
  request: {
    memberRowId: string;
    businessId: string;
    change: ConsentChange;
    at: Date;
    details?: Record<string, string>;
  },
): Promise<MemberBusinessRecord | undefined> {
  const { memberRowId, businessId, change, at } = request;
  const [row] = await lockedBusinessRow(tx).execute({ memberRowId, businessId });
  if (!row) return undefined;
  const status = statusAfter(change, row.consent);
  const answersInvitation = row.consent === 'Invited' && row.consentChangedAt === null;
  if (status === row.consent && !answersInvitation) return row;
  await tx
    .update(subscriptions)
    .set({ consent: status, consentChangedAt: at })
    .where(eq(subscriptions.id, row.id));
  await recordAudit(tx, UNDISCLOSED_ORIGIN, at, {
    action: AUDIT_ACTIONS[change],
    businessId,
    actorMemberId: memberRowId,
    subject: change === 'block' ? null : row.memberId,
    details: { from: row.consent, ...request.details },
  });
  return { ...row, consent: status, consentChangedAt: at };
}
