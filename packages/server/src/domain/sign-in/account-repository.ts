import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { businesses, users, type BusinessRow, type UserRow } from '../../db/schema/index.js';

export interface Account {
  user: UserRow;
  business: BusinessRow;
}

/**
 * The back-office person an e-mail signs in as: an owner by e-mail alone (unique among owners),
 * a staff member by the business handle plus e-mail (unique within the business).
 */
export async function findAccount(
  db: Queryable,
  who: { userType: 'B' | 'S'; email: string; handle?: string | undefined },
): Promise<Account | undefined> {
  if (who.userType === 'S' && !who.handle) return undefined;
  const rows = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(
      who.userType === 'B'
        ? and(eq(users.role, 'B'), eq(users.email, who.email))
        : and(
            eq(users.role, 'S'),
            eq(users.email, who.email),
            eq(sql`lower(${businesses.handle})`, (who.handle ?? '').toLowerCase()),
          ),
    )
    .limit(1);
  return rows[0];
}

/**
 * The user id a sign-in for an account that does not exist works with: no user has it (ids are
 * random version-4 UUIDs), so its codes are none and its statements match no row, but they are
 * the same statements a real account's sign-in runs.
 */
export const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Whether the user still has this e-mail, under a share lock held until the transaction ends: a
 * code stored under it cannot slip in after an e-mail change voided the person's codes, because
 * the change's row lock waits for this one, or this waits for the change and reads the new e-mail.
 */
export async function lockAccountEmail(tx: Tx, userId: string, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .for('share');
  return rows.length > 0;
}
