/**
 * Operations' payouts on the demo (README, ADR 079): beside the demo nurse's own (seed-wallet.ts,
 * which her wallet's journey owns), two of dispatch's nurses were paid for work of last week and
 * withdrew: Devi Das's $10 waits for its bank transfer, Eva Evans's $25.50 failed at her bank and
 * came back, and her $30 waits too. Posted through the ledger, so the demo balances.
 */
import { sql } from 'drizzle-orm';
import {
  earningEntry,
  earningWithdrawableAt,
  payoutReturnedEntry,
  releaseEntry,
  withdrawalEntry,
} from '@sc/domain/wallet/ledger';
import type { BankAccountType } from '@sc/domain/vocabulary/wallet';
import type { Db, Tx } from './client.ts';
import { sealAccountNumber } from '../lib/bank-crypto.ts';
import { postEntry } from '../repositories/ledger.repository.ts';
import { insertWithdrawal, replaceBankAccount } from '../repositories/payouts.repository.ts';

const HOUR = 3_600_000;

/** The demo's payouts for operations, by nurse: ids the journeys and tests name. */
export const DEMO_PAYOUTS = {
  devi: {
    userId: 'user-dispatch-devi',
    name: 'Devi Das',
    bank: { holderName: 'Devi Das', accountType: 'checking', routingNumber: '021000021', accountNumber: '4400112233' },
    earnedCents: 14_000,
    waiting: { id: 'withdrawal-demo-devi', cents: 1_000, hoursAgo: 3 },
  },
  eva: {
    userId: 'user-dispatch-eva',
    name: 'Eva Evans',
    bank: { holderName: 'Eva Evans', accountType: 'savings', routingNumber: '011000015', accountNumber: '7700998811' },
    earnedCents: 9_000,
    failed: { id: 'withdrawal-demo-eva-failed', cents: 2_550, hoursAgo: 7 * 24, reason: 'Account closed' },
    waiting: { id: 'withdrawal-demo-eva', cents: 3_000, hoursAgo: 1 },
  },
} as const;

export async function seedDemoPayouts(tx: Tx, now: Date, timeZone: string, dataEncryptionKey?: string) {
  if (!dataEncryptionKey) return;
  const db = tx as unknown as Db;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  for (const nurse of Object.values(DEMO_PAYOUTS)) {
    const bankAccountId = `bank-account-demo-${nurse.userId}`;
    await replaceBankAccount(db, {
      id: bankAccountId,
      userId: nurse.userId,
      holderName: nurse.bank.holderName,
      accountType: nurse.bank.accountType as BankAccountType,
      routingNumber: nurse.bank.routingNumber,
      accountNumberSealed: sealAccountNumber(nurse.bank.accountNumber, {
        dataEncryptionKey,
        userID: nurse.userId,
        bankAccountID: bankAccountId,
      }),
      last4: nurse.bank.accountNumber.slice(-4),
    });
    // Last week's work, long past its hold: withdrawable.
    const itineraryId = `itinerary-past-${nurse.userId}`;
    const done = at(9 * 24);
    await db.execute(sql`insert into itineraries (id, status, start_at, time_zone, user_id)
      values (${itineraryId}, 'done', ${new Date(done.getTime() - 5 * HOUR).toISOString()}::timestamptz, ${timeZone}, ${nurse.userId})`);
    const earned = await postEntry(db, earningEntry(nurse.earnedCents), {
      key: `earning:itinerary:${itineraryId}`,
      userId: nurse.userId,
      amountCents: nurse.earnedCents,
      itineraryId,
      at: done,
    });
    await postEntry(db, releaseEntry(nurse.earnedCents), {
      key: `release:${earned}`,
      userId: nurse.userId,
      amountCents: nurse.earnedCents,
      at: earningWithdrawableAt(done),
    });

    const withdraw = async (id: string, cents: number, hoursAgo: number) => {
      await insertWithdrawal(db, { id, userId: nurse.userId, amountCents: cents, bankAccountId, at: at(hoursAgo) });
      await postEntry(db, withdrawalEntry(cents), {
        key: `withdrawal:${id}`,
        userId: nurse.userId,
        amountCents: cents,
        withdrawalId: id,
        at: at(hoursAgo),
      });
      await db.execute(sql`update withdrawals set status = 'sent', provider_reference = ${`ops-${id}`},
        sent_at = ${at(hoursAgo).toISOString()}::timestamptz where id = ${id}`);
    };
    if ('failed' in nurse) {
      const { id, cents, hoursAgo, reason } = nurse.failed;
      await withdraw(id, cents, hoursAgo);
      const failedAt = at(hoursAgo - 20);
      await db.execute(sql`update withdrawals set status = 'failed', failure_reason = ${reason},
        finished_at = ${failedAt.toISOString()}::timestamptz, finished_by = 'user-admin' where id = ${id}`);
      await postEntry(db, payoutReturnedEntry(cents), {
        key: `payout-returned:${id}`,
        userId: nurse.userId,
        amountCents: cents,
        withdrawalId: id,
        memo: `Payout to •••• ${nurse.bank.accountNumber.slice(-4)} failed: ${reason}`,
        at: failedAt,
      });
    }
    await withdraw(nurse.waiting.id, nurse.waiting.cents, nurse.waiting.hoursAgo);
  }
}
