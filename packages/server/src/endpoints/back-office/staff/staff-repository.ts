import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toDollars, type addStaff, type StaffMember, type updateStaff } from '../../../contract.js';
import type { Database, Queryable, Tx } from '../../../db/client.js';
import { violatedUniqueConstraint } from '../../../db/errors.js';
import { users, type UserRow } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../domain/errors.js';
import { isUuid } from '../../../domain/ids.js';
import { revokeUserSessions } from '../../../domain/sign-in/back-office-sessions.js';
import { STAFF_MESSAGES } from './messages.js';

export type NewStaff = z.output<(typeof addStaff)['request']>;
export type StaffChanges = z.output<(typeof updateStaff)['request']>;

function toStaffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    isActive: row.isActive,
    activeStaff: row.isActive,
    chatAccess: row.chatAccess,
    refundLimit: toDollars(row.refundLimitCents),
    dailyRefundLimit: toDollars(row.dailyRefundLimitCents),
    canSellGiftcards: row.canSellGiftCards,
  };
}

const staffOf = (businessId: string) => and(eq(users.businessId, businessId), eq(users.role, 'S'));

/**
 * An e-mail names one person in a business: staff sign in with the handle and their e-mail, and
 * one that is also the owner's would make the two accounts hard to tell apart. The staff unique
 * index catches two adds racing with the same e-mail.
 */
async function assertEmailFree(db: Queryable, businessId: string, email: string, exceptUserId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.businessId, businessId),
        eq(users.email, email),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(STAFF_MESSAGES.emailTaken);
}

/** The unique index's answer to a race the check above could not see, as the same 409. */
async function refusingDuplicateEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'users_staff_email_unique')
      throw conflict(STAFF_MESSAGES.emailTaken);
    throw error;
  }
}

export async function addStaffMember(
  tx: Tx,
  businessId: string,
  input: NewStaff,
  now: Date,
): Promise<StaffMember> {
  return refusingDuplicateEmail(async () => {
    await assertEmailFree(tx, businessId, input.email);
    const [row] = await tx
      .insert(users)
      .values({
        businessId,
        role: 'S',
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        isActive: input.activeStaff,
        chatAccess: input.chatAccess,
        refundLimitCents: input.refundLimit,
        dailyRefundLimitCents: input.dailyRefundLimit,
        canSellGiftCards: input.canSellGiftcards,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('staff insert returned no row');
    return toStaffMember(row);
  });
}

/**
 * Changes a staff member of this business (never the owner, never another business's: 404).
 * Made inactive, or given another e-mail, every session and live sign-in code of theirs ends in
 * the same transaction, so their next call is refused; sign-in refuses them until they are made
 * active again.
 */
export async function updateStaffMember(
  tx: Tx,
  businessId: string,
  input: StaffChanges,
  now: Date,
): Promise<{ member: StaffMember; deactivated: boolean; emailChanged: boolean; sessionsEnded: boolean }> {
  if (!isUuid(input.id)) throw notFound(STAFF_MESSAGES.notFound);
  return refusingDuplicateEmail(async () => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.id), staffOf(businessId)))
      .for('update');
    if (!current) throw notFound(STAFF_MESSAGES.notFound);
    await assertEmailFree(tx, businessId, input.email, current.id);
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        ...(input.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber }),
        ...(input.activeStaff === undefined ? {} : { isActive: input.activeStaff }),
        ...(input.chatAccess === undefined ? {} : { chatAccess: input.chatAccess }),
        ...(input.refundLimit === undefined ? {} : { refundLimitCents: input.refundLimit }),
        ...(input.dailyRefundLimit === undefined ? {} : { dailyRefundLimitCents: input.dailyRefundLimit }),
        ...(input.canSellGiftcards === undefined ? {} : { canSellGiftCards: input.canSellGiftcards }),
        updatedAt: now,
      })
      .where(eq(users.id, current.id))
      .returning();
    if (!row) throw new Error('staff update returned no row');
    // Whatever ends their sessions here, `sessionsEnded` has the route close their sockets too. A
    // new e-mail is a new person at the door: whoever read the old one is signed out and their
    // codes die with the sessions.
    const emailChanged = row.email !== current.email;
    const sessionsEnded = !row.isActive || emailChanged;
    if (sessionsEnded) await revokeUserSessions(tx, row.id, now);
    return {
      member: toStaffMember(row),
      deactivated: !row.isActive && current.isActive,
      emailChanged,
      sessionsEnded,
    };
  });
}

/** One page of the business's staff, active and inactive, by name. */
export async function listStaffMembers(
  db: Database,
  businessId: string,
  page: { offset: number; limit: number },
): Promise<{ items: StaffMember[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(staffOf(businessId))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(users).where(staffOf(businessId)),
  ]);
  return { items: rows.map(toStaffMember), total: totals?.n ?? 0 };
}
