/** requirements.md 7 getTransactions and transactions by id with their service data, newest first. */
import { findTransactions, listTransactions } from '../../repositories/ledger.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { toTransaction } from './answers.ts';

export const getTransactions: Handler<'getTransactions'> = async ({ limit, before }, ctx) => {
  const { userId } = requireCaller(ctx);
  // One more than the page says whether another follows.
  const rows = await listTransactions(ctx.db, userId, limit + 1, before === undefined ? undefined : Number(before));
  const page = rows.slice(0, limit);
  return {
    transactions: page.map(toTransaction),
    nextBefore: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
};

/** Another nurse's transaction is left out exactly like one that does not exist. */
export const getTransactionsByIds: Handler<'getTransactionsByIds'> = async ({ transactionIDs }, ctx) => {
  const { userId } = requireCaller(ctx);
  const rows = await findTransactions(ctx.db, userId, [...new Set(transactionIDs.map(Number))]);
  return { transactions: rows.map(toTransaction) };
};
