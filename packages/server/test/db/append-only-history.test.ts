import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  businesses,
  giftCardTemplates,
  ledgerEntries,
  offers,
  subscriptions,
} from '../../src/db/schema/index.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { fundWallet, newMember, publishTemplate, sell } from '../helpers/front-desk.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

/** The database's refusal (SQLSTATE and text) of a statement, or undefined when it was allowed. */
async function refusal(statement: Promise<unknown>): Promise<{ code: string; message: string } | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code: string; message: string } }).cause ?? error;
    return cause as { code: string; message: string };
  }
}

describe('money history is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of ledger entries, and the entries stay as written', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 25);
    const before = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.businessId, desk.business.id));
    expect(before.length).toBeGreaterThan(0);

    const update = await refusal(t.db.update(ledgerEntries).set({ amount: 1_000_000 }));
    expect(update).toMatchObject({ code: '55000', message: expect.stringContaining('append-only') });
    expect(await refusal(t.db.delete(ledgerEntries))).toMatchObject({ code: '55000' });
    expect(await refusal(t.db.execute(sql`truncate ledger_entries cascade`))).toMatchObject({
      code: '55000',
    });

    const after = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.businessId, desk.business.id));
    expect(after).toEqual(before);
  });

  it('refuses to delete a subscription or a business that has money history (RESTRICT, no cascade)', async () => {
    const member = await newMember(t);
    await fundWallet(t.app, desk, member.memberId, 5);
    // PostgreSQL 16 and later say restrict_violation (23001); 15 says foreign_key_violation (23503).
    const refused = await refusal(
      t.db.delete(subscriptions).where(eq(subscriptions.businessId, desk.business.id)),
    );
    expect(['23001', '23503']).toContain(refused?.code);
    const cascading = await t.db.execute(
      sql`select conname from pg_constraint where contype = 'f' and confdeltype = 'c'
          and conrelid in ('ledger_entries'::regclass, 'reward_transactions'::regclass, 'refunds'::regclass,
                            'member_gift_cards'::regclass)`,
    );
    expect(cascading.rows).toEqual([]);
    expect(await refusal(t.db.delete(businesses).where(eq(businesses.id, desk.business.id)))).toBeDefined();
    const [still] = await t.db.select().from(businesses).where(eq(businesses.id, desk.business.id));
    expect(still).toBeDefined();
  });

  it('never deletes a gift card template (sold or not) or an offer: only the status changes', async () => {
    const member = await newMember(t);
    const templateId = await publishTemplate(t.app, desk, { amount: 20 });
    await sell(t.app, desk, member.memberId, templateId);
    expect(
      await refusal(t.db.delete(giftCardTemplates).where(eq(giftCardTemplates.id, templateId))),
    ).toMatchObject({ code: '55000' });
    const [offer] = await t.db
      .insert(offers)
      .values({
        businessId: desk.business.id,
        title: 'Two for one',
        description: 'Coffee',
        expiryDate: new Date(Date.now() + 86_400_000),
        status: 'Draft',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    expect(await refusal(t.db.delete(offers).where(eq(offers.id, offer!.id)))).toMatchObject({
      code: '55000',
    });
  });
});
