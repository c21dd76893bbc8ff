import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  exportGiftCardTransactions,
  exportRewardTransactions,
  exportSubscriptions,
  exportWalletTransactions,
  listGiftCardTransactions,
  listSubscriptions,
  listWalletTransactions,
  subscriptionDetails,
} from '../../../contract.js';
import type { LedgerAccount } from '../../../db/schema/index.js';
import { notFound } from '../../../domain/errors.js';
import { businessTimeZone } from '../../../domain/places/business-time-zone.js';
import { allRewardTransactions } from '../../../domain/rewards/reward-transaction-repository.js';
import { downloadRoute } from '../../../http/download-route.js';
import { protectedRoute } from '../../../http/route.js';
import { memberActivity } from '../../member/activity.js';
import { toRewardTransaction } from '../reward-transactions/redemption-answer.js';
import { csvDates, csvStream } from './csv.js';
import { giftCardColumns, rewardColumns, subscriberColumns, walletColumns } from './exports.js';
import { GIFT_CARD_ACCOUNTS, toGiftCardTransaction } from './gift-card-transactions.js';
import { allLedgerRecords, ledgerRecordList, type LedgerRecord } from './ledger-repository.js';
import { RECORDS_MESSAGES } from './messages.js';
import { allSubscribers, findSubscriber, subscriberList } from './subscriber-repository.js';
import { toSubscription } from './subscriptions.js';
import { toWalletTransaction, WALLET_ACCOUNTS } from './wallet-transactions.js';

/** Maps an async sequence row by row (the exports turn database rows into wire objects). */
async function* mapRows<A, B>(rows: AsyncIterable<A>, map: (row: A) => B): AsyncGenerator<B> {
  for await (const row of rows) yield map(row);
}

/** Transactions and subscribers: the owner's records, read back as pages and as CSV downloads. */
export async function recordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  async function ledgerList<T>(
    businessId: string,
    accounts: LedgerAccount[],
    page: { offset: number; limit: number },
    map: (record: LedgerRecord) => T,
  ) {
    const { records, total } = await ledgerRecordList(db, businessId, accounts, page);
    return { transactions: records.map(map), totalCount: total };
  }

  protectedRoute(app, listWalletTransactions, ({ auth, body }) =>
    ledgerList(auth.businessId, WALLET_ACCOUNTS, body, toWalletTransaction),
  );
  protectedRoute(app, listGiftCardTransactions, ({ auth, body }) =>
    ledgerList(auth.businessId, GIFT_CARD_ACCOUNTS, body, toGiftCardTransaction),
  );

  protectedRoute(app, listSubscriptions, async ({ auth, body }) => {
    const { records, total } = await subscriberList(db, auth.businessId, clock.now(), body);
    return { data: { totalItems: records.map(toSubscription), totalCount: total } };
  });
  // One subscriber with their history here; a member who is not one (blocked this business, or
  // is no member at all) is 404.
  protectedRoute(app, subscriptionDetails, async ({ auth, body }) => {
    const found = await findSubscriber(db, auth.businessId, body.customerId, clock.now());
    if (!found) throw notFound(RECORDS_MESSAGES.subscriberNotFound);
    const { activity } = await memberActivity(db, found.member.id, auth.businessId);
    return { data: toSubscription(found.record), history: activity };
  });

  // The exports: every row, newest first, read a page at a time after the last one (keyset).
  const dates = async (businessId: string) => csvDates(await businessTimeZone(db, businessId));

  downloadRoute(app, exportRewardTransactions, async ({ businessId }) => {
    const now = clock.now();
    return csvStream(
      mapRows(allRewardTransactions(db, businessId), (row) => toRewardTransaction(row, now)),
      rewardColumns(await dates(businessId)),
    );
  });
  downloadRoute(app, exportWalletTransactions, async ({ businessId }) =>
    csvStream(
      mapRows(allLedgerRecords(db, businessId, WALLET_ACCOUNTS), toWalletTransaction),
      walletColumns(await dates(businessId)),
    ),
  );
  downloadRoute(app, exportGiftCardTransactions, async ({ businessId }) =>
    csvStream(
      mapRows(allLedgerRecords(db, businessId, GIFT_CARD_ACCOUNTS), toGiftCardTransaction),
      giftCardColumns(await dates(businessId)),
    ),
  );
  downloadRoute(app, exportSubscriptions, async ({ businessId }) =>
    csvStream(
      mapRows(allSubscribers(db, businessId, clock.now()), toSubscription),
      subscriberColumns(await dates(businessId)),
    ),
  );
}
