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
import type { Queryable } from '../../../db/client.js';
import { keysetRows } from '../../../db/keyset.js';
import type { LedgerAccount } from '../../../db/schema/index.js';
import { businessTimeZone } from '../../../domain/places/business-time-zone.js';
import {
  rewardTransactionPage,
  rewardTransactionPosition,
} from '../../../domain/rewards/reward-transaction-repository.js';
import { downloadRoute } from '../../../http/download-route.js';
import { protectedRoute } from '../../../http/route.js';
import { toRewardTransaction } from '../reward-transactions/redemption-answer.js';
import { csvDates, csvStream } from './csv.js';
import { giftCardColumns, rewardColumns, subscriberColumns, walletColumns } from './exports.js';
import { GIFT_CARD_ACCOUNTS, toGiftCardTransaction } from './gift-card-transactions.js';
import { countLedgerRecords, ledgerPosition, ledgerRecordPage, type LedgerRecord } from './ledger-records.js';
import {
  countSubscribers,
  subscriberDetails,
  subscriberPage,
  subscriberPosition,
  toSubscription,
} from './subscribers.js';
import { toWalletTransaction, WALLET_ACCOUNTS } from './wallet-transactions.js';

/** Maps an async sequence row by row (the exports turn database rows into wire objects). */
async function* mapRows<A, B>(rows: AsyncIterable<A>, map: (row: A) => B): AsyncGenerator<B> {
  for await (const row of rows) yield map(row);
}

function ledgerRows(db: Queryable, businessId: string, accounts: LedgerAccount[]) {
  return keysetRows<LedgerRecord>(
    (position, limit) => ledgerRecordPage(db, businessId, accounts, { position, limit }),
    ledgerPosition,
  );
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
    const [rows, totalCount] = await Promise.all([
      ledgerRecordPage(db, businessId, accounts, page),
      countLedgerRecords(db, businessId, accounts),
    ]);
    return { transactions: rows.map(map), totalCount };
  }

  protectedRoute(app, listWalletTransactions, ({ auth, body }) =>
    ledgerList(auth.businessId, WALLET_ACCOUNTS, body, toWalletTransaction),
  );
  protectedRoute(app, listGiftCardTransactions, ({ auth, body }) =>
    ledgerList(auth.businessId, GIFT_CARD_ACCOUNTS, body, toGiftCardTransaction),
  );

  protectedRoute(app, listSubscriptions, async ({ auth, body }) => {
    const now = clock.now();
    const [rows, totalCount] = await Promise.all([
      subscriberPage(db, auth.businessId, now, body),
      countSubscribers(db, auth.businessId),
    ]);
    return { data: { totalItems: rows.map(toSubscription), totalCount } };
  });
  protectedRoute(app, subscriptionDetails, ({ auth, body }) =>
    subscriberDetails(db, auth.businessId, body.customerId, clock.now()),
  );

  // The exports: every row, newest first, read a page at a time after the last one (keyset).
  const dates = async (businessId: string) => csvDates(await businessTimeZone(db, businessId));

  downloadRoute(app, exportRewardTransactions, async ({ businessId }) => {
    const now = clock.now();
    const rows = keysetRows(
      (position, limit) => rewardTransactionPage(db, businessId, { position, limit }),
      rewardTransactionPosition,
    );
    return csvStream(
      mapRows(rows, (row) => toRewardTransaction(row, now)),
      rewardColumns(await dates(businessId)),
    );
  });
  downloadRoute(app, exportWalletTransactions, async ({ businessId }) =>
    csvStream(
      mapRows(ledgerRows(db, businessId, WALLET_ACCOUNTS), toWalletTransaction),
      walletColumns(await dates(businessId)),
    ),
  );
  downloadRoute(app, exportGiftCardTransactions, async ({ businessId }) =>
    csvStream(
      mapRows(ledgerRows(db, businessId, GIFT_CARD_ACCOUNTS), toGiftCardTransaction),
      giftCardColumns(await dates(businessId)),
    ),
  );
  downloadRoute(app, exportSubscriptions, async ({ businessId }) => {
    const now = clock.now();
    const rows = keysetRows(
      (position, limit) => subscriberPage(db, businessId, now, { position, limit }),
      subscriberPosition,
    );
    return csvStream(mapRows(rows, toSubscription), subscriberColumns(await dates(businessId)));
  });
}
