import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { Writes } from '../../db/writes.js';
import {
  ledgerEntries,
  memberGiftCards,
  members,
  purchaseReturns,
  rewardTransactions,
  type LedgerKind,
  type MemberRow,
} from '../../db/schema/index.js';
import type { EarningAccount } from '../earning/index.js';
import { conflict, notFound } from '../errors.js';
import { isUuid } from '../ids.js';
import type { AccountOpening } from '../ledger/member-account.js';
import { Posting } from '../ledger/posting.js';
import type { Place } from '../places/place.js';
import { reverseReferral } from '../referrals/referral-ledger.js';
import { RETURN_MESSAGES } from './messages.js';
import { cardShares, returnedAfter } from './return-shares.js';

/** What a return did, in cents and points; the route words it for the wire. */
export interface PurchaseReturn {
  returnId: string;
  rtId: string;
  amountCents: number;
  /** The wallet's share, back to the wallet. */
  walletCents: number;
  /** The gift cards' share, back to the cards (or, for an expired card, to the wallet). */
  giftCardCents: number;
  /** The part of giftCardCents whose card had expired, credited to the wallet instead. */
  giftCardToWalletCents: number;
  /** What the shop hands back itself: amount − wallet − gift cards. */
  cashCents: number;
  /** Points taken back: the purchase's share, plus its bonuses with the last return. */
  pointsReversed: number;
  /** Of pointsReversed's due, the bonus part (welcome, first shopping). */
  bonusPointsDue: number;
  /** Points due that the member no longer had (spent or converted). */
  pointsShortfall: number;
  /** The purchase's stamp taken back with the last return, at most the stamps on the card. */
  stampsReversed: number;
  /** The stamp due that had already turned into wallet money with a full card. */
  stampsShortfall: number;
  returnableLeftCents: number;
  pointsBalance: number;
  stampsBalance: number;
  walletBalanceCents: number;
}

/**
 * The member a purchase belongs to (their code, customerId on the wire), so the money route can
 * open their account. Only this business's purchases: an unknown, malformed or another business's
 * rtId is the same 404, so no business learns of another's purchases.
 */
export async function purchaseMemberCode(tx: Queryable, businessId: string, rtId: string): Promise<string> {
  if (!isUuid(rtId)) throw notFound(RETURN_MESSAGES.notFound);
  const [row] = await tx
    .select({ memberId: members.memberId })
    .from(rewardTransactions)
    .innerJoin(members, eq(members.id, rewardTransactions.memberRowId))
    .where(and(eq(rewardTransactions.id, rtId), eq(rewardTransactions.businessId, businessId)));
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  return row.memberId;
}

/** The sum of a purchase's returns so far (read under the purchase's row lock). */
async function returnedSoFar(tx: Queryable, rtId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${purchaseReturns.amountCents}), 0)` })
    .from(purchaseReturns)
    .where(eq(purchaseReturns.rewardTransactionId, rtId));
  return Number(row?.cents ?? 0);
}

/** The cards a purchase was paid with and what each gave, in the order they were spent. */
async function cardsSpentOn(tx: Queryable, rtId: string): Promise<{ id: string; cents: number }[]> {
  const rows = await tx
    .select({ id: ledgerEntries.memberGiftCardId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.rewardTransactionId, rtId),
        eq(ledgerEntries.account, 'gift_card'),
        eq(ledgerEntries.kind, 'Redeem'),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return rows.flatMap((row) => (row.id ? [{ id: row.id, cents: -row.amount }] : []));
}

/**
 * What a purchase credited to one account in these kinds: its bonus points (welcome points of the
 * subscription it opened, the first-shopping bonus), or its stamp.
 */
async function creditedBy(
  tx: Queryable,
  rtId: string,
  account: EarningAccount,
  kinds: LedgerKind[],
): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.rewardTransactionId, rtId),
        eq(ledgerEntries.account, account),
        inArray(ledgerEntries.kind, kinds),
      ),
    );
  return Number(row?.amount ?? 0);
}

/**
 * Returns `amountCents` of a completed purchase (docs/domain.md, "Returns"), in the caller's
 * transaction. Locks in the order every money operation does: the member's subscription (the
 * operation's opening), then the purchase (so a second return of it waits here, then sees what
 * the first returned), then the gift cards it goes back to. Gives back the wallet's and the gift
 * cards' shares (an expired card's share to the wallet), takes back the points' share (the
 * purchase's bonuses too with the last return), at most the points the member still has, and
 * records the return.
 */
export async function returnPurchase(
  writes: Writes,
  place: Place,
  member: MemberRow,
  account: AccountOpening,
  request: { rtId: string; amountCents: number },
): Promise<PurchaseReturn> {
  const { tx } = writes;
  if (!isUuid(request.rtId)) throw notFound(RETURN_MESSAGES.notFound);
  const [rt] = await tx
    .select()
    .from(rewardTransactions)
    .where(and(eq(rewardTransactions.id, request.rtId), eq(rewardTransactions.businessId, place.businessId)))
    .for('update');
  // The member was read from this purchase; another member's would be a purchase that moved.
  if (!rt || rt.memberRowId !== member.id) throw notFound(RETURN_MESSAGES.notFound);
  if (rt.status !== 'COMPLETED') throw conflict(RETURN_MESSAGES.notCompleted);
  const { subscription } = account;
  if (subscription?.id !== rt.subscriptionId) throw new Error(`subscription of ${rt.id} not locked`);

  const returnedBefore = await returnedSoFar(tx, rt.id);
  const leftCents = rt.billingCents - returnedBefore;
  if (leftCents <= 0) throw conflict(RETURN_MESSAGES.fullyReturned);
  const { amountCents } = request;
  if (amountCents > leftCents) throw conflict(RETURN_MESSAGES.overReturnable(leftCents));
  const isLast = amountCents === leftCents;

  const purchase = {
    billingCents: rt.billingCents,
    walletCents: rt.walletRedeemCents,
    giftCardCents: rt.giftCardRedeemCents,
    points: rt.pointsEarned ?? 0,
  };
  const before = returnedAfter(purchase, returnedBefore);
  const after = returnedAfter(purchase, returnedBefore + amountCents);
  const walletCents = after.walletCents - before.walletCents;
  const giftCardCents = after.giftCardCents - before.giftCardCents;
  const pointsDue = after.points - before.points;
  const bonusPointsDue = isLast
    ? await creditedBy(tx, rt.id, 'points', ['NewSubscription', 'FirstShoppingBonus'])
    : 0;
  // A stamp is for the whole purchase, so only the return that completes it takes the stamp back.
  const stampsDue = isLast ? await creditedBy(tx, rt.id, 'stamps', ['Reward']) : 0;

  const returnId = randomUUID();
  const posting = new Posting(writes, subscription, place, { purchaseReturnId: returnId });
  let giftCardToWalletCents = 0;
  if (giftCardCents > 0) {
    const parts = cardShares(await cardsSpentOn(tx, rt.id), before.giftCardCents, after.giftCardCents);
    const cards = await tx
      .select()
      .from(memberGiftCards)
      .where(
        inArray(
          memberGiftCards.id,
          parts.map((part) => part.id),
        ),
      )
      // The order the live cards are locked in everywhere (domain/ledger/posting.ts).
      .orderBy(
        sql`${memberGiftCards.expiresAt} asc nulls last`,
        asc(memberGiftCards.soldAt),
        asc(memberGiftCards.id),
      )
      .for('update');
    posting.useGiftCards(cards);
    const expired = new Set(
      cards.filter((card) => card.expiresAt !== null && card.expiresAt <= place.at).map((card) => card.id),
    );
    for (const part of parts) {
      if (expired.has(part.id)) giftCardToWalletCents += part.cents;
      else posting.creditGiftCard(part.id, part.cents, 'Return');
    }
  }
  posting.creditWallet(walletCents + giftCardToWalletCents, 'Return');
  const pointsReversed = Math.min(pointsDue + bonusPointsDue, posting.pointsBalance);
  posting.debit('points', pointsReversed, 'Return');
  // A stamp already turned into wallet money with its card stays there, as converted points do.
  const stampsReversed = Math.min(stampsDue, posting.stampsBalance);
  posting.debit('stamps', stampsReversed, 'Return');
  posting.count({ totalMoneySpentCents: -amountCents });
  const pointsShortfall = pointsDue + bonusPointsDue - pointsReversed;
  const stampsShortfall = stampsDue - stampsReversed;
  // Queued before the entries that point to it (their foreign key is checked at the statement's end).
  writes.add(
    tx.insert(purchaseReturns).values({
      id: returnId,
      businessId: place.businessId,
      memberRowId: member.id,
      subscriptionId: subscription.id,
      rewardTransactionId: rt.id,
      amountCents,
      walletCents,
      giftCardCents,
      giftCardToWalletCents,
      pointsDue,
      bonusPointsDue,
      pointsReversed,
      pointsShortfall,
      stampsReversed,
      stampsShortfall,
      storeId: place.storeId,
      counter: place.counter,
      actorUserId: place.actorUserId,
      createdAt: place.at,
    }),
  );
  const balances = posting.commit();
  // The referral a first purchase earned goes with the whole purchase, within 30 days of it.
  if (rt.completedAt) {
    await reverseReferral(
      writes,
      place,
      { rtId: rt.id, completedAt: rt.completedAt, returnsTheRest: isLast },
      returnId,
    );
  }
  return {
    returnId,
    rtId: rt.id,
    amountCents,
    walletCents,
    giftCardCents,
    giftCardToWalletCents,
    cashCents: amountCents - walletCents - giftCardCents,
    pointsReversed,
    bonusPointsDue,
    pointsShortfall,
    stampsReversed,
    stampsShortfall,
    returnableLeftCents: leftCents - amountCents,
    ...balances,
  };
}
