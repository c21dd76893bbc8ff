import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lowerFallenTierSpends } from '../../src/domain/tiers/tier-spend.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { registerBusiness } from '../helpers/flows.js';

const t = setUpTestApp();
// More than a statement's 65,535 parameters, which a list of every kept spend used to need.
const MEMBERS = 70_000;

describe('the tiers housekeeping at scale', () => {
  it(`lowers ${MEMBERS.toLocaleString('en')} fallen spends in one run, and only those`, async () => {
    const business = await registerBusiness(t.app, t.db);
    // Members kept at $100 whose purchases are gone (left the 12 months), and one member with none kept.
    await t.db.execute(sql`
      insert into members (member_code, username, name, email, created_at)
      select (700000000 + i)::text, 'scale' || i, 'Scale ' || i, 'scale' || i || '@example.com', now()
      from generate_series(1, ${MEMBERS + 1}::int) as i`);
    await t.db.execute(sql`
      insert into subscriptions (business_id, member_id, tier_spend_cents, subscribed_at)
      select ${business.id}::uuid, id, case when member_code = ${String(700000000 + MEMBERS + 1)} then 0 else 10000 end, now()
      from members where username like 'scale%'`);
    const kept = async () =>
      (
        await t.db.execute<{ count: number }>(
          sql`select count(*)::int as count from subscriptions where business_id = ${business.id} and tier_spend_cents > 0`,
        )
      ).rows[0]?.count;
    expect(await kept()).toBe(MEMBERS);

    expect(await lowerFallenTierSpends(t.db, t.clock.now())).toBe(MEMBERS);
    expect(await kept()).toBe(0);
    expect(await lowerFallenTierSpends(t.db, t.clock.now())).toBe(0);
  });
});
