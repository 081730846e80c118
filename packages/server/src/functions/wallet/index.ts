import type { walletContract } from '@sc/domain/contract/wallet';
import type { AreaHandlers } from '../context.ts';
import { addBankAccount } from './add-bank-account.ts';
import { getTransactions, getTransactionsByIds } from './get-transactions.ts';
import { getWallet } from './get-wallet.ts';
import { exportPayouts } from './export-payouts.ts';
import { failPayout, listPayouts, settlePayout } from './payouts.ts';
import { revealPayoutBankAccount } from './reveal-bank-account.ts';
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
  revealPayoutBankAccount,
  exportPayouts,
} satisfies AreaHandlers<typeof walletContract>;
