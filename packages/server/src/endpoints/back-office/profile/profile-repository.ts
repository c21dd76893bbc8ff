import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  // The form's texts; this area's own answers are in ./messages.ts.
  PROFILE_MESSAGES as PROFILE_FORM_MESSAGES,
  type AccountInfo,
  type BusinessInfo,
} from '../../../contract.js';
import type { Database, Queryable } from '../../../db/client.js';
import { businesses, members, users, type BusinessRow } from '../../../db/schema/index.js';
import { invalidInput } from '../../../domain/errors.js';
import { imageUrl, storedNameOfUrl } from '../../../domain/images/image-urls.js';
import { checkImage, deleteStoredImage, storeImage } from '../../../domain/images/stored-images.js';

/** The product serves Australian businesses only (docs/product/management.md §1), so every owner's country is AU. */
const COUNTRY = 'AU';

/** The business whose referral code a business registered with. */
const referringBusinesses = alias(businesses, 'referring_business');

/**
 * The business with its owner, the owner's member code when their e-mail is also a member's, and
 * the business that referred it.
 */
export async function readBusinessInfo(db: Queryable, businessId: string): Promise<BusinessInfo> {
  const [row] = await db
    .select({
      business: businesses,
      owner: users,
      memberId: members.memberId,
      referredBy: { name: referringBusinesses.name, userName: referringBusinesses.handle },
    })
    .from(businesses)
    .innerJoin(users, and(eq(users.businessId, businesses.id), eq(users.role, 'B')))
    .leftJoin(members, eq(members.email, users.email))
    .leftJoin(referringBusinesses, eq(referringBusinesses.id, businesses.referredByBusinessId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  // Registration creates the business and its owner in one transaction.
  if (!row) throw new Error(`business ${businessId} has no owner`);
  const { business, owner } = row;
  return {
    userName: business.handle,
    category: business.category,
    name: business.name,
    website: business.website,
    phoneNumber: business.phoneNumber,
    abn: business.abn,
    isRegisteredForGST: business.isRegisteredForGst,
    logo: business.logoUrl,
    brandColor: business.brandColor,
    user: {
      name: owner.name,
      email: owner.email,
      memberId: row.memberId ?? '',
      referralCode: business.referralCode,
      country: COUNTRY,
    },
    referredBy: row.referredBy,
  };
}

function toAccountInfo(business: BusinessRow): AccountInfo {
  return {
    abn: business.abn,
    isRegisteredForGST: business.isRegisteredForGst,
    bankAccount: {
      name: business.bankAccountName,
      bsb: business.bankBsb,
      number: business.bankAccountNumber,
      bankName: business.bankName,
      branch: business.bankBranch,
    },
  };
}

export async function readAccountInfo(db: Queryable, businessId: string): Promise<AccountInfo> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw new Error(`business ${businessId} not found`);
  return toAccountInfo(business);
}

/**
 * Business name, and phone, website and brand colour when given (a null brand colour clears it);
 * the handle and category are never written.
 */
export async function saveBusinessInfo(
  db: Database,
  businessId: string,
  fields: {
    name: string;
    phoneNumber?: string | undefined;
    website?: string | undefined;
    brandColor?: string | null | undefined;
  },
): Promise<BusinessInfo> {
  await db
    .update(businesses)
    .set({
      name: fields.name,
      ...(fields.phoneNumber === undefined ? {} : { phoneNumber: fields.phoneNumber }),
      ...(fields.website === undefined ? {} : { website: fields.website }),
      ...(fields.brandColor === undefined ? {} : { brandColor: fields.brandColor }),
    })
    .where(eq(businesses.id, businessId));
  return readBusinessInfo(db, businessId);
}

/** The owner's name only: their e-mail is how they sign in, and the rest is the system's. */
export async function saveOwnerName(
  db: Database,
  owner: { businessId: string; userId: string },
  name: string,
  now: Date,
): Promise<BusinessInfo> {
  await db
    .update(users)
    .set({ name, updatedAt: now })
    .where(and(eq(users.id, owner.userId), eq(users.businessId, owner.businessId), eq(users.role, 'B')));
  return readBusinessInfo(db, owner.businessId);
}

export interface AccountFields {
  name: string;
  bsb: string;
  number: string;
  abn?: string | undefined;
  isRegisteredForGST?: boolean | undefined;
  bankName?: string | undefined;
  branch?: string | undefined;
}

/**
 * The bank account, and ABN, GST flag, bank name and branch when given. GST registration needs
 * an ABN, checked against what the business would end up with (a flag left out keeps its value),
 * under a row lock so two saves cannot each pass the check with the other's half.
 */
export async function saveAccountInfo(
  db: Database,
  businessId: string,
  fields: AccountFields,
): Promise<AccountInfo> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ abn: businesses.abn, gst: businesses.isRegisteredForGst })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!current) throw new Error(`business ${businessId} not found`);
    const abn = fields.abn ?? current.abn;
    const isRegisteredForGst = fields.isRegisteredForGST ?? current.gst;
    if (isRegisteredForGst && abn === '') throw invalidInput(PROFILE_FORM_MESSAGES.gstNeedsAbn);
    const [saved] = await tx
      .update(businesses)
      .set({
        bankAccountName: fields.name,
        bankBsb: fields.bsb,
        bankAccountNumber: fields.number,
        abn,
        isRegisteredForGst,
        ...(fields.bankName === undefined ? {} : { bankName: fields.bankName }),
        ...(fields.branch === undefined ? {} : { bankBranch: fields.branch }),
      })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!saved) throw new Error('business update returned no row');
    return toAccountInfo(saved);
  });
}

/**
 * A new logo: checked as every uploaded image is, stored under a new name (so its URL changes and
 * no cache shows the old one), and the old logo's bytes deleted in the same transaction. The row
 * lock keeps two uploads at once from both deleting the same old logo and leaving one orphaned.
 */
export async function replaceLogo(db: Database, businessId: string, file: Blob, now: Date): Promise<string> {
  const image = await checkImage(file);
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ logoUrl: businesses.logoUrl })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    const url = imageUrl(await storeImage(tx, businessId, image, now));
    await tx.update(businesses).set({ logoUrl: url }).where(eq(businesses.id, businessId));
    // A logo is always an upload of its own (never a gallery image), so its bytes can go.
    const previous = business?.logoUrl ? storedNameOfUrl(business.logoUrl, '') : undefined;
    if (previous) await deleteStoredImage(tx, businessId, previous);
    return url;
  });
}
