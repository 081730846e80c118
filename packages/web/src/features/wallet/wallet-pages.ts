/** The wallet's pages, one lazy chunk (requirements.md 9). */
export { WalletPage } from './wallet-page.tsx';
export { AddBankAccountPage } from './add-bank-account-page.tsx';
export { WithdrawPage } from './withdraw-page.tsx';
