import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pruneExpired } from '../../src/jobs/housekeeping.js';
import { memberOtpCodes, memberSessions, otpCodes, otpSends, sessions } from '../../src/db/schema/index.js';
import { postgresCounters } from '../../src/http/rate-limits/counters.js';
import { createTestApp } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { registerBusiness, signIn, uniqueId } from '../helpers/flows.js';
import { newMember } from '../helpers/front-desk.js';

const t = setUpTestApp();
const DAY = 24 * 60 * 60_000;

describe('housekeeping', () => {
  it('prunes expired codes, old sends, ended sessions and ended rate-limit windows, and keeps live ones', async () => {
    const counters = postgresCounters(t.db, t.clock);
    const business = await registerBusiness(t.app, t.db);
    const oldToken = await signIn(t.app, t.delivery, { userType: 'B', email: business.ownerEmail });
    const member = await newMember(t);
    await counters.hit(`test:${uniqueId()}`, 60_000);
    expect(await pruneExpired(t.db, counters, t.clock.now())).toMatchObject({
      sessions: 0,
      memberSessions: 0,
    });

    // Eight days on: the codes and sends are long dead, both sessions idle past 7 days, the window over.
    t.clock.advance(8 * DAY);
    const liveToken = await signIn(t.app, t.delivery, { userType: 'B', email: business.ownerEmail });
    const pruned = await pruneExpired(t.db, counters, t.clock.now());
    expect(pruned.otpCodes).toBeGreaterThanOrEqual(1);
    expect(pruned.memberOtpCodes).toBeGreaterThanOrEqual(1);
    expect(pruned.otpSends).toBeGreaterThanOrEqual(2);
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned.memberSessions).toBeGreaterThanOrEqual(1);
    expect(pruned.rateLimitCounters).toBeGreaterThanOrEqual(1);

    const remaining = await t.db.select({ id: sessions.id }).from(sessions);
    expect(remaining).toHaveLength(1); // the session opened today
    expect(await t.db.select().from(memberSessions)).toEqual([]);
    expect(liveToken).not.toBe(oldToken);
    // Today's code was used: consumed codes go once they expire, like any other.
    expect(await t.db.select().from(memberOtpCodes).where(eq(memberOtpCodes.email, member.email))).toEqual(
      [],
    );
    t.clock.advance(11 * 60_000);
    expect((await pruneExpired(t.db, counters, t.clock.now())).otpCodes).toBe(1);
    expect(await t.db.select().from(otpCodes)).toEqual([]);
  });

  it('runs when the server is ready (and hourly after), by the server clock', async () => {
    const email = `old.${uniqueId()}@example.com`;
    const sendsOf = () => t.db.select().from(otpSends).where(eq(otpSends.email, email));
    await t.db.insert(otpSends).values({ email, sentAt: new Date(Date.now() - DAY) });
    expect(await sendsOf()).toHaveLength(1);
    const fresh = await createTestApp(t.db);
    try {
      expect(await sendsOf()).toEqual([]);
    } finally {
      await fresh.app.close();
    }
  });
});
