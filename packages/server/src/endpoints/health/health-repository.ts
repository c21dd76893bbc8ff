import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Asks the database the cheapest question there is; rejects when it cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
