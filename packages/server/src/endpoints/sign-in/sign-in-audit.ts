import type { SignedInMember, SignedInUser } from '../../contract.js';
import type { AppContext } from '../../context.js';
import { recordAudit, type AuditOrigin } from '../../domain/audit/audit-trail.js';
import { DomainError } from '../../domain/errors.js';
import { findMemberByCode, findMemberByEmail } from '../../domain/members/member-lookup.js';
import { AUTH_MESSAGES } from '../../domain/sign-in/messages.js';
import type { BackOfficeAttempt } from './failed-code-checks.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'log'>;

/**
 * Sign-in events are written after the sign-in's own writes committed (its session exists), so a
 * failing write is logged and the person still gets the answer they earned, never a 500 with a
 * session they cannot use (docs/decisions.md).
 */
async function recordedOrLogged(log: Deps['log'], what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    log.error({ err: error }, `audit event not recorded: ${what}`);
  }
}

/** A successful sign-in: the back-office person in their business, or the member (no business). */
export function auditSignIn(
  deps: Deps,
  origin: AuditOrigin,
  signedIn: { user: SignedInUser } | { member: SignedInMember },
): Promise<void> {
  return recordedOrLogged(deps.log, 'sign-in', () => writeSignIn(deps, origin, signedIn));
}

async function writeSignIn(
  { db, clock }: Deps,
  origin: AuditOrigin,
  signedIn: { user: SignedInUser } | { member: SignedInMember },
): Promise<void> {
  if ('user' in signedIn) {
    const { user } = signedIn;
    await recordAudit(db, origin, clock.now(), {
      action: 'sign-in',
      businessId: user.business.id,
      actorUserId: user.id,
      details: { userType: user.userType },
    });
    return;
  }
  const member = await findMemberByCode(db, signedIn.member.memberId);
  await recordAudit(db, origin, clock.now(), {
    action: 'sign-in',
    businessId: null,
    actorMemberId: member?.id,
    subject: signedIn.member.memberId,
    details: { userType: 'C' },
  });
}

/** Whether a sign-in was refused for its code (wrong, expired, used, or voided after 5 tries). */
function isFailedCodeCheck(error: unknown): boolean {
  return error instanceof DomainError && error.message === AUTH_MESSAGES.invalidOtp;
}

/**
 * Runs a code check and, when it fails for its code, records that against the existing account
 * it was for, in the account's business (a member's in none). Nobody proved who they are, so the
 * account is the subject, not the actor. Checks against details that name no account are not
 * recorded: they would only store guesses.
 */
export async function auditingFailedCheck<T>(
  deps: Deps,
  origin: AuditOrigin,
  attempt: BackOfficeAttempt | { userType: 'C'; email: string },
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (isFailedCodeCheck(error)) {
      await recordedOrLogged(deps.log, 'failed code check', () =>
        writeFailedCodeCheck(deps, origin, attempt),
      );
    }
    throw error;
  }
}

async function writeFailedCodeCheck(
  { db, clock }: Deps,
  origin: AuditOrigin,
  attempt: BackOfficeAttempt | { userType: 'C'; email: string },
): Promise<void> {
  if (attempt.userType === 'C') {
    const member = await findMemberByEmail(db, attempt.email);
    if (!member) return;
    await recordAudit(db, origin, clock.now(), {
      action: 'code-check-failed',
      businessId: null,
      subject: member.memberId,
      details: { userType: 'C' },
    });
    return;
  }
  const { account } = attempt;
  if (!account) return;
  await recordAudit(db, origin, clock.now(), {
    action: 'code-check-failed',
    businessId: account.business.id,
    subject: account.user.id,
    details: { userType: attempt.userType, email: attempt.email },
  });
}
