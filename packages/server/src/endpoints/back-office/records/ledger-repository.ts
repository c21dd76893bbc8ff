import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { after, keysetRows, type KeysetPosition, type PageRequest } from '../../../db/keyset.js';
import { ledgerEntries, members, stores, users, type LedgerAccount } from '../../../db/schema/index.js';

/**
 * The ledger read back for the transactions screen: one row per entry, with who (member, and the
 * owner or staff member at the desk), where (store, counter) and when, which every entry keeps.
 * The wallet tab and the gift-card tab differ only in the accounts they read and how a row looks.
 */
export type LedgerRecord = Awaited<ReturnType<typeof ledgerRecordPage>>[number];

function whereFor(businessId: string, accounts: LedgerAccount[]): SQL | undefined {
  return and(eq(ledgerEntries.businessId, businessId), inArray(ledgerEntries.account, accounts));
}

async function ledgerRecordPage(
  db: Queryable,
  businessId: string,
  accounts: LedgerAccount[],
  page: PageRequest,
) {
  return db
    .select({
      entry: ledgerEntries,
      memberId: members.memberId,
      memberName: members.name,
      actorName: users.name,
      storeName: stores.name,
    })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberRowId))
    .innerJoin(users, eq(users.id, ledgerEntries.actorUserId))
    .leftJoin(stores, eq(stores.id, ledgerEntries.storeId))
    .where(
      and(whereFor(businessId, accounts), after(ledgerEntries.createdAt, ledgerEntries.id, page.position)),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .offset(page.offset ?? 0)
    .limit(page.limit);
}

async function countLedgerRecords(
  db: Queryable,
  businessId: string,
  accounts: LedgerAccount[],
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerEntries).where(whereFor(businessId, accounts));
  return row?.n ?? 0;
}

/** Where a ledger row stands in the newest-first order (for keyset paging). */
function ledgerPosition(record: LedgerRecord): KeysetPosition {
  return { at: record.entry.createdAt, id: record.entry.id };
}

/** One page of the business's entries in these accounts, newest first, and how many there are. */
export async function ledgerRecordList(
  db: Queryable,
  businessId: string,
  accounts: LedgerAccount[],
  page: { offset: number; limit: number },
): Promise<{ records: LedgerRecord[]; total: number }> {
  const [records, total] = await Promise.all([
    ledgerRecordPage(db, businessId, accounts, page),
    countLedgerRecords(db, businessId, accounts),
  ]);
  return { records, total };
}

/** Every entry of the business in these accounts, newest first, read a page at a time (the exports). */
export function allLedgerRecords(
  db: Queryable,
  businessId: string,
  accounts: LedgerAccount[],
): AsyncIterable<LedgerRecord> {
  return keysetRows<LedgerRecord>(
    (position, limit) => ledgerRecordPage(db, businessId, accounts, { position, limit }),
    ledgerPosition,
  );
}
