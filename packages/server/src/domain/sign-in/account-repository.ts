import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
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
