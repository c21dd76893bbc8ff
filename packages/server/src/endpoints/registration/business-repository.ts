import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { register } from '../../contract.js';
import type { Database } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { businesses, stores, users } from '../../db/schema/index.js';
import { conflict, invalidInput } from '../../domain/errors.js';
import { findReferringBusiness } from '../../domain/referrals/referral-codes.js';
import { addressColumns, counterNames } from '../../domain/places/store-columns.js';
import { REFERRAL_MESSAGES, REGISTRATION_MESSAGES } from '../../contract.js';

export type Registration = z.output<(typeof register)['request']>;

/** A new business's referral code is drawn by the database; on the rare clash, another is drawn. */
const ATTEMPTS = 3;

/**
 * POST /user/add: the business, its owner and its primary store, all or nothing, and the business
 * whose referral code it registered with (an unknown code is a 400 and nothing is written). The
 * checks up front give the friendly 409s; the unique indexes catch the race of two registrations
 * at once.
 */
export async function registerBusiness(db: Database, input: Registration): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await insertBusiness(db, input);
      return;
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'businesses_referral_code_unique' && attempt < ATTEMPTS) continue;
      if (constraint === 'businesses_handle_unique')
        throw conflict(REGISTRATION_MESSAGES.handleTaken(input.userName));
      if (constraint === 'users_owner_email_unique') throw conflict(REGISTRATION_MESSAGES.emailTaken);
      throw error;
    }
  }
}

async function insertBusiness(db: Database, input: Registration): Promise<void> {
  const [store] = input.stores;
  if (!store) throw new Error('the contract requires exactly one store');
  await db.transaction(async (tx) => {
    const [takenHandle] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(sql`lower(${businesses.handle})`, input.userName))
      .limit(1);
    if (takenHandle) throw conflict(REGISTRATION_MESSAGES.handleTaken(input.userName));
    const referredByBusinessId = input.referralCode
      ? await findReferringBusiness(tx, input.referralCode)
      : undefined;
    if (input.referralCode && !referredByBusinessId)
      throw invalidInput(REFERRAL_MESSAGES.unknownBusinessCode);

    const [business] = await tx
      .insert(businesses)
      .values({
        handle: input.userName,
        name: input.user.name,
        website: input.website,
        phoneNumber: input.phoneNumber,
        referredByBusinessId,
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error('business insert returned no row');

    await tx.insert(users).values({
      businessId: business.id,
      role: 'B',
      name: input.name,
      email: input.user.email,
      phoneNumber: input.phoneNumber,
      chatAccess: true,
    });

    await tx.insert(stores).values({
      businessId: business.id,
      name: store.name,
      counters: counterNames(store.counters),
      ...addressColumns(store.address),
      latitude: store.latitude,
      longitude: store.longitude,
      isPrimary: true,
      isOperational: true,
      phoneNumber: store.phoneNumber,
      website: store.website,
    });
  });
}
