import type { walletContract } from '@sc/domain/contract/wallet';
import type { AreaHandlers } from '../context.ts';
import { addBankAccount } from './add-bank-account.ts';
import { getTransactions, getTransactionsByIds } from './get-transactions.ts';
import { getWallet } from './get-wallet.ts';
import { failPayout, listPayouts, settlePayout } from './payouts.ts';
import { getEarningsStatement } from './statement.ts';
import { withdrawUserAvailableBalance } from './withdraw.ts';

export const walletHandlers = {
  getWallet,
  getTransactions,
  getTransactionsByIds,
  addBankAccount,
  withdrawUserAvailableBalance,
  getEarningsStatement,
  listPayouts,
  settlePayout,
  failPayout,
} satisfies AreaHandlers<typeof walletContract>;
