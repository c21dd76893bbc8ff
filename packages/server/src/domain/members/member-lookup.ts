import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { members, type MemberRow } from '../../db/schema/index.js';
import { MEMBER_CODE, newMemberCode, usernameBase, usernameCandidate } from './member-codes.js';

/** Which member a search or the details call names: by memberId or by username. */
export type MemberLookup = { memberId: string } | { username: string };

/**
 * The member a front-desk search names: all digits is a memberId, anything else a username
 * (case-insensitive, with or without a leading @). Exactly one or none: never partial matches.
 */
export function memberLookup(query: string): MemberLookup {
  const text = query.trim();
  return MEMBER_CODE.test(text) ? { memberId: text } : { username: text.replace(/^@/, '').toLowerCase() };
}

/** customerId on the wire is the memberId. */
export async function findMemberByCode(db: Queryable, memberId: string): Promise<MemberRow | undefined> {
  if (!MEMBER_CODE.test(memberId)) return undefined;
  const [row] = await db.select().from(members).where(eq(members.memberId, memberId)).limit(1);
  return row;
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return row;
}

/**
 * Creates a member with a fresh memberId and a unique username. Collisions are left to the unique
 * indexes (check-then-insert would race): ON CONFLICT DO NOTHING never aborts the caller's
 * transaction, and an empty answer means "taken", so either the e-mail already has a member (a
 * concurrent first sign-in made it: that one is returned) or another candidate is tried.
 */
export async function createMember(
  db: Queryable,
  input: { email: string; name?: string | undefined; username?: string | undefined; now: Date },
): Promise<MemberRow> {
  const name = input.name?.trim() || nameFromEmail(input.email);
  const base = input.username ?? usernameBase(input.name ?? input.email);
  for (let attempt = 0; attempt < 12; attempt++) {
    const [row] = await db
      .insert(members)
      .values({
        memberId: newMemberCode(),
        username: usernameCandidate(base, attempt),
        name,
        email: input.email,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const existing = await findMemberByEmail(db, input.email);
    if (existing) return existing;
  }
  throw new Error('could not find a free username and memberId');
}

/** 'ava.nguyen@example.com' → 'Ava Nguyen': a readable name until the member sets one. */
function nameFromEmail(email: string): string {
  const local = email.replace(/@.*$/, '');
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.length > 0 ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : local;
}
