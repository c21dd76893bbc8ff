import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { salePriceCents, type GiftCardStatus, type GiftCardTemplate } from '../../../contract.js';
import type { Database, Tx } from '../../../db/client.js';
import { giftCardTemplates, type GiftCardTemplateRow } from '../../../db/schema/index.js';
import { conflict, limitReached, notFound } from '../../../domain/errors.js';
import { isUuid } from '../../../domain/ids.js';
import { GIFT_CARD_MESSAGES } from '../../../domain/gift-cards/messages.js';
import { lockPlanAllowance } from '../../../domain/plans/plan-limits.js';
import { acccWarning, toGiftCardTemplate } from './template-mapping.js';

/**
 * The form's fields after the contract's validation (amount in cents, discount in basis points,
 * `null` for none).
 */
export interface TemplateFields {
  amount: number;
  discount: number | null;
  validity: number | null;
  termsOfUse: { useInStore: boolean; useOnline: boolean };
}

export interface TemplateAnswer {
  message: string;
  data: GiftCardTemplate;
  warning?: string;
}

function columns(fields: TemplateFields) {
  return {
    faceValueCents: fields.amount,
    // The column keeps 0 for "no discount", the value it always had for it.
    discountBasisPoints: fields.discount ?? 0,
    actualValueCents: salePriceCents(fields.amount, fields.discount),
    validityDays: fields.validity,
    useInStore: fields.termsOfUse.useInStore,
    useOnline: fields.termsOfUse.useOnline,
  };
}

function answer(message: string, row: GiftCardTemplateRow): TemplateAnswer {
  return { message, data: toGiftCardTemplate(row), ...acccWarning(row) };
}

/** Counts under the plan's lock (see lockPlanAllowance), so concurrent publishes cannot overshoot. */
async function assertRoomToPublish(tx: Tx, businessId: string): Promise<void> {
  const limit = await lockPlanAllowance(tx, businessId, 'publishedGiftCards');
  const [published] = await tx
    .select({ n: count() })
    .from(giftCardTemplates)
    .where(and(eq(giftCardTemplates.businessId, businessId), eq(giftCardTemplates.status, 'Published')));
  if ((published?.n ?? 0) >= limit) throw limitReached(GIFT_CARD_MESSAGES.planLimit(limit));
}

async function lockOwn(tx: Tx, businessId: string, id: string): Promise<GiftCardTemplateRow> {
  if (!isUuid(id)) throw notFound(GIFT_CARD_MESSAGES.notFound);
  const [row] = await tx
    .select()
    .from(giftCardTemplates)
    .where(and(eq(giftCardTemplates.id, id), eq(giftCardTemplates.businessId, businessId)))
    .for('update');
  if (!row) throw notFound(GIFT_CARD_MESSAGES.notFound);
  return row;
}

export async function addTemplate(
  tx: Tx,
  businessId: string,
  fields: TemplateFields,
  now: Date,
  publish: boolean,
): Promise<TemplateAnswer> {
  if (publish) await assertRoomToPublish(tx, businessId);
  const [row] = await tx
    .insert(giftCardTemplates)
    .values({
      businessId,
      ...columns(fields),
      status: publish ? 'Published' : 'Draft',
      createdAt: now,
      updatedAt: now,
      publishedAt: publish ? now : null,
    })
    .returning();
  if (!row) throw new Error('gift card insert returned no row');
  return answer(publish ? GIFT_CARD_MESSAGES.published : GIFT_CARD_MESSAGES.saved, row);
}

/** Drafts only: a published card has been on sale, so its terms never change under a buyer. */
export async function updateTemplate(
  tx: Tx,
  businessId: string,
  id: string,
  fields: TemplateFields,
  now: Date,
): Promise<TemplateAnswer> {
  const current = await lockOwn(tx, businessId, id);
  if (current.status === 'Deleted') throw conflict(GIFT_CARD_MESSAGES.deletedIsReadOnly);
  if (current.status !== 'Draft') throw conflict(GIFT_CARD_MESSAGES.onlyDraftEditable);
  const [row] = await tx
    .update(giftCardTemplates)
    .set({ ...columns(fields), updatedAt: now })
    .where(eq(giftCardTemplates.id, current.id))
    .returning();
  if (!row) throw new Error('gift card update returned no row');
  return answer(GIFT_CARD_MESSAGES.updated, row);
}

export async function publishTemplate(tx: Tx, businessId: string, id: string, now: Date) {
  // The plan lock first, the card's row second, as addTemplate does: one order, no deadlock.
  await assertRoomToPublishIfDraft(tx, businessId, id);
  const current = await lockOwn(tx, businessId, id);
  if (current.status === 'Published') throw conflict(GIFT_CARD_MESSAGES.alreadyPublished);
  if (current.status === 'Deleted') throw conflict(GIFT_CARD_MESSAGES.deletedIsReadOnly);
  const [row] = await tx
    .update(giftCardTemplates)
    .set({ status: 'Published', publishedAt: now, updatedAt: now })
    .where(eq(giftCardTemplates.id, current.id))
    .returning();
  if (!row) throw new Error('gift card publish returned no row');
  return answer(GIFT_CARD_MESSAGES.published, row);
}

/** The plan check only matters for a draft; anything else gets its own clearer 409 or 404. */
async function assertRoomToPublishIfDraft(tx: Tx, businessId: string, id: string): Promise<void> {
  if (!isUuid(id)) return;
  const [row] = await tx
    .select({ status: giftCardTemplates.status })
    .from(giftCardTemplates)
    .where(and(eq(giftCardTemplates.id, id), eq(giftCardTemplates.businessId, businessId)));
  if (row?.status === 'Draft') await assertRoomToPublish(tx, businessId);
}

/** Draft or Published → Deleted. Cards already sold stay valid: they are the members' money. */
export async function deleteTemplate(tx: Tx, businessId: string, id: string, now: Date) {
  const current = await lockOwn(tx, businessId, id);
  if (current.status === 'Deleted') throw conflict(GIFT_CARD_MESSAGES.alreadyDeleted);
  const [row] = await tx
    .update(giftCardTemplates)
    .set({ status: 'Deleted', deletedAt: now, updatedAt: now })
    .where(eq(giftCardTemplates.id, current.id))
    .returning();
  if (!row) throw new Error('gift card delete returned no row');
  return answer(GIFT_CARD_MESSAGES.deleted, row);
}

export async function listTemplates(
  db: Database,
  businessId: string,
  query: { offset: number; limit: number; status: GiftCardStatus[] },
) {
  const where = and(
    eq(giftCardTemplates.businessId, businessId),
    inArray(giftCardTemplates.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(giftCardTemplates)
      .where(where)
      .orderBy(desc(giftCardTemplates.createdAt), desc(giftCardTemplates.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(giftCardTemplates).where(where),
  ]);
  return { data: { totalItems: rows.map(toGiftCardTemplate), totalCount: total?.n ?? 0 } };
}
