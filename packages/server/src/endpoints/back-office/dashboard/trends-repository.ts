import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toDollars, TREND_DAYS, type TrendDay } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { memberGiftCards, purchaseReturns, refunds, rewardTransactions } from '../../../db/schema/index.js';
import {
  addDays,
  businessTimeZone,
  calendarDay,
  endOfDay,
} from '../../../domain/places/business-time-zone.js';

const DAY_MS = 24 * 60 * 60_000;

const sumCents = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * The owner dashboard's last 30 days (docs/product/front-desk.md §2 Dashboard trends): per
 * calendar day of the business (its primary store's time zone), the billing of rewards completed,
 * the redemptions they carried (wallet and gift card), what buyers paid for gift cards sold, what
 * was refunded to wallets and what of earlier purchases was returned (issue 19). Only this
 * business's rows are read.
 */
export async function businessTrends(db: Queryable, businessId: string, now: Date) {
  const timeZone = await businessTimeZone(db, businessId);
  const today = calendarDay(now, timeZone);
  const first = addDays(today, 1 - TREND_DAYS);
  const after = endOfDay(addDays(first, -1), timeZone);
  const until = endOfDay(today, timeZone);
  // Grouped by the first column (`group by 1`): the day expression carries the time zone as a
  // parameter, and PostgreSQL would not match a select and a group by with different parameters.
  const dayOf = (column: AnyPgColumn) =>
    sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inWindow = (column: AnyPgColumn) => and(gt(column, after), lte(column, until));

  const rt = rewardTransactions;
  const [rewarded, sold, refunded, returned] = await Promise.all([
    db
      .select({
        day: dayOf(rt.completedAt),
        billing: sumCents(sql`${rt.billingCents}`),
        redeemed: sumCents(sql`${rt.walletRedeemCents} + ${rt.giftCardRedeemCents}`),
      })
      .from(rt)
      .where(
        and(
          eq(rt.businessId, businessId),
          eq(rt.status, 'COMPLETED'),
          inWindow(rt.completedAt),
          // Completion follows creation within minutes: this bound lets the (business, created)
          // index narrow the rows.
          gt(rt.createdAt, new Date(after.getTime() - DAY_MS)),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(memberGiftCards.soldAt), paid: sumCents(sql`${memberGiftCards.pricePaidCents}`) })
      .from(memberGiftCards)
      .where(and(eq(memberGiftCards.businessId, businessId), inWindow(memberGiftCards.soldAt)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(refunds.createdAt), amount: sumCents(sql`${refunds.amountCents}`) })
      .from(refunds)
      .where(and(eq(refunds.businessId, businessId), inWindow(refunds.createdAt)))
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(purchaseReturns.createdAt),
        amount: sumCents(sql`${purchaseReturns.amountCents}`),
      })
      .from(purchaseReturns)
      .where(and(eq(purchaseReturns.businessId, businessId), inWindow(purchaseReturns.createdAt)))
      .groupBy(sql`1`),
  ]);

  const byDay = <Row extends { day: string }>(rows: Row[]) => new Map(rows.map((row) => [row.day, row]));
  const rewards = byDay(rewarded);
  const sales = byDay(sold);
  const refundsByDay = byDay(refunded);
  const returnsByDay = byDay(returned);
  const days: TrendDay[] = Array.from({ length: TREND_DAYS }, (_, i) => {
    const date = addDays(first, i);
    return {
      date,
      rewards: toDollars(rewards.get(date)?.billing ?? 0),
      giftCardSales: toDollars(sales.get(date)?.paid ?? 0),
      redemptions: toDollars(rewards.get(date)?.redeemed ?? 0),
      refunds: toDollars(refundsByDay.get(date)?.amount ?? 0),
      returns: toDollars(returnsByDay.get(date)?.amount ?? 0),
    };
  });
  return { timeZone, days };
}
